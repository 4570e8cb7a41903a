// The search everywhere (issue 27: the dialog of the top bar, src/layout/search); app.search is the
// search boxes' own texts.
export const searchEverywhere = {
  open: 'Поиск везде (Ctrl+K)',
  title: 'Поиск везде',
  label: 'Что найти',
  placeholder: 'Клиника, врач, статья или номер…',
  hint: 'Введите не меньше 3 символов или номер записи',
  loading: 'Ищем…',
  failed: 'Поиск не удался, попробуйте ещё раз',
  empty: 'Ничего не найдено',
  found: 'Показан %{smart_count} результат |||| Показано %{smart_count} результата |||| Показано %{smart_count} результатов',
  results: 'Результаты поиска',
  shown: '%{shown} из %{total}',
  kinds: {
    clinics: 'Клиники',
    doctors: 'Врачи',
    articles: 'Статьи',
    tags: 'Теги',
    seopages: 'SEO-страницы',
    authors: 'Авторы',
    users: 'Пользователи',
    video: 'Видео',
    leads: 'Заявки',
    savedViews: 'Виды списков',
  },
} as const;
