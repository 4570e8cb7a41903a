// Authors (002 §2 "Authors", §5 "Author", §8): the list of doctor and editor authors and the editor
// of one. Shown under `app.authors.*`; the screen's name and field labels under `resources.authors`.
export const authors = {
  doctors: 'Врачи',
  editors: 'Редакторы',
  addDoctor: 'Добавить врача',
  addEditor: 'Добавить редактора',
  empty: 'Нет доступных авторов',
  loadFailed: 'Произошла ошибка при загрузке авторов, повторите попытку позже',
  deleteFailed: 'Произошла ошибка при удалении автора, повторите попытку позже',
  newDoctor: 'Новый автор — врач',
  newEditor: 'Новый автор — редактор',
  back: 'К списку авторов',
  photo: 'Фотография',
  choosePhoto: 'Выбрать фотографию',
  photoRules: 'GIF, JPG, JPEG, PNG или WebP, не больше 5 МБ',
  social: 'Социальные сети',
  edit: 'Изменить автора «%{name}»',
  remove: 'Удалить автора «%{name}»',
  saved: 'Данные успешно сохранены',
} as const;

export const authorsResource = {
  name: 'Автор |||| Авторы',
  fields: {
    thumb: 'Фотография',
    photo: 'Фотография',
    lastName: 'Фамилия',
    firstName: 'Имя',
    patronymicName: 'Отчество',
    personDescription: 'Об авторе',
    link: 'Ссылка',
    position: 'Должность',
    description: 'Специальность',
    seniority: 'Стаж',
    degree: 'Учёная степень',
    clinic: 'Клиника',
    isDoctor: 'Врач',
    socialNetworks: { VK: 'ВКонтакте', FB: 'Facebook', OK: 'Одноклассники', LI: 'LinkedIn' },
  },
} as const;
