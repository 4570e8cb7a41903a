// The video library (002 §2 "Video library", §8): the table, the add modal and the expanded row's
// editor. Shown under `app.video.*`; the screen's name under `resources.video`.
export const video = {
  addButton: 'Добавить видео',
  addTitle: 'Новое видео',
  added: 'Видео добавлено',
  errorTitle: 'Ошибка',
  addFailed: 'Произошла ошибка при добавлении видео, пожалуйста, повторите попытку позже.',
  saved: 'Данные успешно сохранены',
  optionsFailed: 'Не удалось загрузить списки для выбора, повторите попытку позже',
  empty: 'Видео пока нет',
  expand: 'Развернуть видео %{name}',
  collapse: 'Свернуть видео %{name}',
  add: 'Добавить: %{what}',
  exactHint: 'Выберите из списка: добавляется только точное название',
  load: 'Загрузка…',
  clinicDirections: 'Направления клиники «%{name}» для этого видео',
  noDirections: 'У клиники нет направлений',
  texts: {
    INTERVIEW: 'Интервью',
    CATALOGUE_AI: 'Справочник',
    WEBINAR: 'Вебинары',
    ARTICLE: 'Статьи',
  },
} as const;

export const videoResource = {
  name: 'Видео |||| Видеотека',
  fields: {
    title: 'Название',
    url: 'Ссылка на YouTube',
    description: 'Описание',
    created: 'Создано',
    updated: 'Изменено',
    specialties: 'Направления',
    diseases: 'Специализации',
    clinics: 'Клиники',
    doctors: 'Врачи',
  },
} as const;
