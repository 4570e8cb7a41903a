// Leads (002 §2 "Leads", §4, §8): the manager's list, its tabs, filters and buttons under
// `app.leads.*`, the columns under `resources.leads`, the server's refusals under `server.leads`.
export const leads = {
  tabs: { NEW: 'Новые', UNDERWAY: 'В работе', INQUIRY: 'Создано обращение', DELETED: 'Удалённые' },
  tabsLabel: 'Состояние заявок',
  states: { NEW: 'Новая', UNDERWAY: 'В работе', INQUIRY: 'Обращение', DELETED: 'Удалена' },
  moves: { take: 'Взять в работу', inquiry: 'Создать обращение', delete: 'Удалить', restore: 'Восстановить' },
  moveOf: {
    take: 'Взять в работу заявку %{id}',
    inquiry: 'Создать обращение по заявке %{id}',
    delete: 'Удалить заявку %{id}',
    restore: 'Восстановить заявку %{id}',
  },
  deleting: { delete: 'Заявка %{id} будет удалена' },
  moved: {
    take: 'Заявка %{id} взята в работу',
    inquiry: 'По заявке %{id} создано обращение',
    delete: 'Заявка %{id} удалена',
    restore: 'Заявка %{id} восстановлена',
  },
  moveFailed: 'Не удалось изменить заявку, повторите попытку позже',
  loadFailed: 'Не удалось загрузить заявки, повторите попытку позже',
  filters: { clinics: 'Клиники', doctors: 'Врачи', agents: 'Агенты' },
  all: { clinics: 'Все клиники', doctors: 'Все врачи', agents: 'Все агенты' },
  updated: 'изменена %{date}',
  number: '№ %{id}',
  sentTo: 'Отправлена: %{name}',
  notSent: 'Не отправлена',
  noTarget: 'Без клиники и врача',
  patient: '%{gender}, %{age}',
  age: '%{smart_count} год |||| %{smart_count} года |||| %{smart_count} лет',
  genders: { MALE: 'Мужской', FEMALE: 'Женский', OTHER: 'Другой', UNKNOWN: 'Пол не указан' },
  oms: 'Бесплатно (ОМС)',
  paid: 'Платно',
  link: 'По ссылке',
  noLink: 'Нет',
} as const;

export const leadsResource = {
  name: 'Заявка |||| Заявки',
  fields: {
    id: 'Заявка',
    place: 'Регион / страна',
    target: 'Клиника / врач',
    patient: 'Пациент',
    phone: 'Телефон',
    email: 'E-mail',
    diagnosis: 'Диагноз',
    files: 'Файлы',
    link: 'Ссылка',
    oms: 'Оплата',
  },
} as const;

export const leadServer = {
  refused: {
    take: 'Взять в работу можно только новую заявку',
    inquiry: 'Создать обращение можно только по новой заявке или заявке в работе',
    delete: 'Заявка уже удалена',
    restore: 'Восстановить можно только удалённую заявку',
  },
  originRefused: 'Заявки принимаются только с сайта портала',
} as const;
