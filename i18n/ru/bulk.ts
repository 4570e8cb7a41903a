// Bulk actions of the lists (issue 27 point 3, src/engine/list/bulk/): the bar over the selected
// rows, its confirmation, progress and summary, and each list's actions.
export const bulk = {
  actions: 'Действия над выбранными',
  selectAll: 'Выбрать все подходящие (%{smart_count})',
  confirmTitle: 'Действие над выбранными',
  run: 'Выполнить',
  cancel: 'Отмена',
  running: 'Выполняется: записей — %{smart_count}…',
  summaryTitle: 'Итог',
  summary: 'Выполнено: %{done}, пропущено: %{skipped}',
  skippedTitle: 'Пропущены',
  skippedRow: '%{name}: %{reason}',
  record: '№ %{id}',
  close: 'Закрыть',
  failed: 'Действие не выполнено: %{reason}',
  clinics: {
    showRU: 'Показать на RU',
    hideRU: 'Скрыть на RU',
    showEN: 'Показать на EN',
    hideEN: 'Скрыть на EN',
    directLeadOn: 'Включить прямые заявки',
    directLeadOff: 'Выключить прямые заявки',
    superAgent: 'Назначить суперагента',
    superAgentPick: 'Суперагент',
    confirm: {
      showRU: 'Показать на сайте на RU выбранные клиники (%{smart_count})?',
      hideRU: 'Скрыть на сайте на RU выбранные клиники (%{smart_count})?',
      showEN: 'Показать на сайте на EN выбранные клиники (%{smart_count})?',
      hideEN: 'Скрыть на сайте на EN выбранные клиники (%{smart_count})?',
      directLeadOn: 'Включить прямые заявки у выбранных клиник (%{smart_count})?',
      directLeadOff: 'Выключить прямые заявки у выбранных клиник (%{smart_count})?',
      superAgent: 'Назначить выбранным клиникам (%{smart_count}) суперагента, выбранного ниже? Без выбора суперагент у них будет снят.',
    },
  },
  leads: {
    take: 'Взять в работу',
    delete: 'Удалить',
    confirm: {
      take: 'Взять в работу выбранные заявки (%{smart_count})?',
      delete: 'Удалить выбранные заявки (%{smart_count})?',
    },
  },
  articles: {
    publish: 'Опубликовать',
    unpublish: 'Снять с публикации',
    confirm: {
      publish: 'Опубликовать выбранные статьи (%{smart_count})?',
      unpublish: 'Снять с публикации выбранные статьи (%{smart_count})?',
    },
  },
  clinicReviews: {
    show: 'Показать на сайте',
    hide: 'Скрыть на сайте',
    confirm: {
      show: 'Показать на сайте выбранные отзывы (%{smart_count})?',
      hide: 'Скрыть на сайте выбранные отзывы (%{smart_count})?',
    },
  },
  mediafiles: {
    delete: 'Удалить',
    confirm: {
      delete: 'Удалить выбранные изображения (%{smart_count})? Изображения, которые используются в статьях, останутся.',
    },
  },
};
