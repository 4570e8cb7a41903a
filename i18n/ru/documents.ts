// The clinic's documents step (001 §2 "Documents", §9): the list of free files, the add modal and
// its refusals, the delete confirmation and the preview. Shown under `app.documents.*`.
export const documents = {
  add: 'Добавить документы',
  count: '%{smart_count} файл |||| %{smart_count} файла |||| %{smart_count} файлов',
  empty: 'Документов пока нет. Добавьте лицензию, прайс-лист или памятку пациенту.',
  loadFailed: 'Не удалось загрузить список документов',
  catalogue: 'Из каталога',
  catalogueHint: 'Файл из каталога нельзя удалить, только скрыть',
  download: 'Скачать %{name}',
  visible: 'Показывать на сайте: %{name}',
  preview: 'Просмотреть изображение %{name}',
  delete: 'Удалить документ %{name}',
  deleteTitle: 'Удалить документ?',
  deleteText: 'Файл «%{name}» исчезнет из профиля клиники и с сайта. Это действие нельзя отменить.',
  previewTitle: 'Просмотр изображения',
  upload: {
    title: 'Добавление документов',
    choose: 'Выбрать файлы',
    drop: 'Перетащите файлы сюда или нажмите «Выбрать файлы»',
    rules:
      'PDF, DOC, DOCX, XLS, XLSX, TXT, ZIP, RAR, 7Z или изображения (JPG, PNG, GIF, WebP), до 20 МБ. Тип файла проверяется по содержимому.',
  },
} as const;

/** The documents list's columns (`resources.clinicDocuments`, resources/clinicDocuments/index.ts). */
export const documentsResource = {
  name: 'Документ |||| Документы',
  fields: { fileType: 'Тип', name: 'Файл', size: 'Размер', created: 'Добавлен', url: 'Просмотр', visible: 'На сайте' },
} as const;
