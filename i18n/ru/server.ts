// Messages the server sends (in the session's language).
export const server = {
  error: {
    unauthorized: 'Требуется вход в систему',
    forbidden: 'Недостаточно прав',
    csrf: 'Недействительный токен защиты (CSRF). Обновите страницу',
    notFound: 'Не найдено',
    badRequest: 'Некорректный запрос',
    badJson: 'Некорректный JSON в теле запроса',
    badMultipart: 'Некорректные данные формы',
    unsupportedType: 'Неподдерживаемый тип содержимого: %{type}',
    noUi: 'Интерфейс не собран: выполните npm run build',
    tooLarge: 'Слишком большой запрос',
    tooMany: 'Слишком много попыток. Повторите через %{minutes} мин.',
    internal: 'Внутренняя ошибка сервера. Код ошибки: %{id}',
  },
  login: {
    wrong: 'Неверный логин/пароль',
  },
  password: {
    forgotSent: 'Если такой адрес зарегистрирован, мы отправили на него ссылку для восстановления пароля',
    linkInvalid: 'Ссылка для восстановления недействительна',
  },
} as const;
