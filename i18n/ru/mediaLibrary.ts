// The media library (001 §2 "Media library", §8, §9; 002 §2 /admin/media): the table, upload with
// crop, the edit modal with the articles that use an image, remove, and the selection mode.
// Shown under `app.mediaLibrary.*`; the screen's name and column labels under `resources.mediafiles`.
export const mediaLibrary = {
  upload: 'Загрузить изображение',
  rules: 'GIF, JPG, PNG или WebP, от 1 КБ до 10 МБ. Изображение кадрируется в пропорции 3:2 и уменьшается до 960×640.',
  empty: 'В медиатеке пока нет изображений',
  loadFailed: 'Не удалось загрузить медиатеку',
  size: '%{width}×%{height}px',
  noAlt: 'Без описания',
  open: 'Открыть изображение %{id} в полном размере',
  edit: 'Редактировать изображение %{id}',
  remove: 'Удалить изображение %{id}',
  select: 'Выбрать изображение %{id}',
  crop: {
    title: 'Кадрирование изображения',
    hint: 'Выделите область изображения: пропорция 3:2, итоговый размер не больше 960×640.',
  },
  editor: {
    title: 'Изображение %{id}',
    alt: 'Описание (alt)',
    hint: 'Описание видят поисковые системы и люди, которые не могут посмотреть изображение.',
    usedBy: 'Используется в статьях',
    usedByMore: 'Показано: %{shown} из %{total}',
    notUsed: 'Изображение не используется ни в одной статье',
    usedByFailed: 'Не удалось загрузить список статей',
    article: '%{name} (%{typ}, %{locals})',
  },
  removeDialog: {
    title: 'Удалить изображение?',
    text: 'Файл исчезнет из медиатеки и с сайта. Изображение, которое используется в статьях, удалить нельзя.',
  },
  picker: {
    title: 'Выбор изображения из медиатеки',
  },
  richText: {
    insert: 'Изображение из медиатеки',
    uploading: 'Загружаем вставленное изображение…',
  },
} as const;

export const mediaLibraryResource = {
  name: 'Медиафайл |||| Медиатека',
  fields: {
    id: 'ID',
    link: 'Ссылка',
    alt: 'Описание',
    frame: 'Размер',
    size: 'Объём',
    thumbnail: 'Миниатюра',
    created: 'Создан',
    name: 'Файл',
    xsize: 'Ширина',
    ysize: 'Высота',
  },
} as const;
