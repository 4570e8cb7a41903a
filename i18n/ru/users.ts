// The users screen (002 §2 "Users") and the reports page (002 §2 "Reports"): `app.users.*`,
// `app.reports.*`, their resources' names and fields, and the spec's success keys `user.*` (002 §8).
import { timeZoneNames } from '../../schemas/enums/timeZones';

export const users = {
  create: 'Создать сотрудника',
  createTitle: 'Новый сотрудник',
  createHint: 'Сотрудник получит письмо со ссылкой: по ней он подтвердит адрес и задаст пароль.',
  created: 'Сотрудник создан, письмо со ссылкой отправлено на %{email}',
  back: 'Все сотрудники',
  tabs: { base: 'Основное', admin: 'Администрирование' },
  you: 'вы',
  states: { ACTIVE: 'Активен', DISABLED: 'Заблокирован', PENDING: 'Ждёт подтверждения' },
  roleNames: { ADMIN: 'Администратор', MANAGER: 'Менеджер заявок', REDACTOR: 'Редактор сайта' },
  avatar: {
    upload: 'Загрузить',
    replace: 'Заменить',
    delete: 'Удалить аватар',
    deleteTitle: 'Удалить аватар?',
    deleteText: 'Аватар пропадёт из профиля и верхней панели.',
    rules: 'JPG, PNG, GIF или WebP; обрезается квадратом, не больше 640×640',
  },
  admin: {
    rolesSaved: 'Роли сохранены',
    saveRoles: 'Сохранить роли',
    block: 'Заблокировать',
    unblock: 'Разблокировать',
    unblockTitle: 'Разблокировать сотрудника «%{name}»?',
    unblockText: 'Сотрудник снова сможет войти в систему.',
    blockTitle: 'Заблокировать сотрудника «%{name}»?',
    blockText: 'Сотрудник сразу выйдет из системы на всех устройствах и не сможет войти, пока его не разблокируют.',
    selfHint: 'Свою учётную запись нельзя заблокировать, разблокировать или перевести на другой адрес',
    changeEmail: 'Изменить e-mail',
    changeEmailTitle: 'Новый адрес сотрудника «%{name}»',
    restore: 'Отправить ссылку для смены пароля',
    restoreHint: 'Письмо со ссылкой уйдёт на %{email}',
  },
};

export const usersResource = {
  name: 'Сотрудник |||| Сотрудники',
  fields: {
    userRoles: 'Роли',
    id: 'ID',
    name: 'Имя',
    email: 'E-mail',
    roles: 'Роли',
    state: 'Состояние',
    created: 'Создан',
    timeZone: 'Часовой пояс',
    avatar: 'Аватар',
  },
  // A recorded time zone named as the account's select names it (the history and its restore).
  values: { timeZone: timeZoneNames('ru') },
};

export const reports = {
  title: 'Отчёты',
  clinics: 'Общий отчёт по клиникам',
  clinicsText:
    'Все клиники справочника одной таблицей Excel: названия на двух языках, город, статус, видимость, модули, заполненность разделов по языкам, число врачей и отзывов, суперагент и дата изменения.',
  language: 'Язык заголовков',
  download: 'Скачать отчёт (Excel)',
  progress: 'Получено %{size}',
  done: 'Отчёт скачан: %{name}',
  failed: 'Отчёт не скачан: %{reason}',
};

export const reportsResource = { name: 'Отчёт |||| Отчёты' };

/** 002 §8 "Users": the success keys, as the spec names them. */
export const userMessages = {
  blocked: 'Сотрудник заблокирован',
  unblocked: 'Сотрудник разблокирован',
  emailchanged: 'Адрес электронной почты изменён',
  restoreSent: 'Ссылка для смены пароля отправлена',
};
