// Validation messages (000 §5, 002 §5 "Specific messages"): the keys the schemas report, with
// polyglot %{params}. Russian is the source catalog; en/validation.ts mirrors it.
export const validation = {
  check: {
    blank: 'Заполните поле',
    min: 'Минимальная длина — %{length}',
    max: 'Максимальная длина — %{length}',
    select: 'Выберите значение',
    maxitems: 'Можно выбрать не более %{length}',
    phone: 'Используйте только цифры, скобки и символы + и -',
    website: 'Используйте только буквы, цифры и допустимые символы',
    video: 'Допускаются только корректные ссылки на YouTube',
    price: 'Введите число от 1 до 9999999',
    link: 'Укажите ссылку, начинающуюся с http:// или https://',
    notBelow: 'Цена «до» не может быть меньше цены «от»',
    rangeStart: 'Сначала укажите цену «от»',
    experience: 'Введите число от 1 до 99',
    year: 'Год рождения должен состоять из 4 цифр',
    age: 'Возраст должен быть от 19 до 80 лет',
    latitude: 'Число в формате xx.xxxxxxx',
    longitude: 'Число в формате xx.xxxxxxx',
    rating: 'Число в формате x.xx от 0 до 5',
    slugTaken: 'Этот адрес (slug) уже используется',
    taken: 'Это значение уже используется',
    duplicate: 'Такая ссылка уже добавлена',
    sameAs: 'Значения не совпадают',
    invalid: 'Недопустимое значение',
    day: 'Укажите дату в формате ДД.ММ.ГГГГ',
    dayMin: 'Дата не может быть раньше %{day}',
    dayFuture: 'Дата не может быть позже сегодняшней',
  },
  form: {
    email: {
      regex: 'Укажите адрес в формате %{email}',
    },
    error: 'Форма заполнена с ошибками',
    success: 'Данные успешно сохранены',
    delete: { error: 'Не удалось удалить запись' },
  },
  password: {
    notEqual: 'Пароли не совпадают',
    linkInvalid: 'Ссылка для восстановления пароля недействительна',
  },
} as const;
