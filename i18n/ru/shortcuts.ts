// The keyboard shortcuts' help (issue 27 point 6: "?" outside a field, src/layout/shortcuts).
export const shortcuts = {
  open: 'Сочетания клавиш (?)',
  title: 'Сочетания клавиш',
  close: 'Закрыть',
  keys: 'Клавиши',
  action: 'Действие',
  list: {
    search: 'Поиск везде',
    help: 'Эта справка',
    rows: 'Предыдущая или следующая строка списка',
    ends: 'Первая или последняя строка списка',
    open: 'Открыть строку списка',
    select: 'Выбрать строку списка или снять выбор (в списке с действиями над выбранными)',
    tab: 'Следующий элемент страницы (Shift+Tab — предыдущий)',
    escape: 'Закрыть окно или меню',
  },
};
