// The clinic doctors step (001 §2 "Doctors", §4, §9): the table, the edit modal's three sections,
// the avatar with its crop step; `doctorResources` labels the modal's forms. Shown under
// `app.doctors.*` and `resources.clinicDoctors.*`.
export const doctors = {
  empty: 'У клиники пока нет врачей из каталога.',
  loadFailed: 'Не удалось загрузить список врачей',
  failed: 'Не удалось сохранить изменение',
  columns: {
    avatar: 'Фото',
    about: 'Специальность и кратко',
    completeEdit: 'Проверка',
    hired: 'В штате',
    visible: 'На сайте',
  },
  edit: 'Редактировать врача «%{name}»',
  hired: 'В штате клиники (из каталога): %{name}',
  visible: 'Показывать на сайте (%{lang}): %{name}',
  states: { complete: 'проверено', stale: 'перевод устарел', incomplete: 'не проверено' },
  stateOf: '%{section}, %{lang}: %{state}',
  sections: { base: 'Основное', specialties: 'Специальности', description: 'Описание' },
  dialogTitle: 'Врач: %{name}',
  sectionsLabel: 'Разделы врача',
  preview: 'Предпросмотр',
  noSpecialties: 'В каталоге у врача нет специальностей.',
  specialtiesHint: 'Специальности врача приходят из каталога; здесь их можно только посмотреть.',
  avatar: {
    cropTitle: 'Кадрирование фотографии врача',
    own: 'Своя фотография',
    catalogue: 'Фотография из каталога',
    upload: 'Загрузить фото',
    replace: 'Заменить фото',
    delete: 'Удалить фото',
    copy: 'Скопировать фото из каталога',
    alt: 'Подпись к фото',
    altTitle: 'Подпись к фотографии врача',
    altRU: 'Подпись к фото (RU)',
    altEN: 'Подпись к фото (EN)',
    rules: 'JPG, PNG, GIF или WebP; фото обрезается до квадрата не больше 640×640.',
    deleteTitle: 'Удалить фотографию?',
    deleteText: 'Своя фотография врача будет удалена; останется фотография из каталога, если она есть.',
    photoOf: 'Фото: %{name}',
  },
} as const;

export const doctorResources = {
  // The doctors step's declaration (resources/clinicDoctors): its table's title and the edit
  // modal's fields.
  clinicDoctors: {
    name: 'Врачи клиники',
    fields: {
      ll10n: { name: 'Врач' },
      slug: 'URL (slug)',
      name: 'ФИО',
      medicalDegree: 'Учёная степень',
      shortDescription: 'Краткое описание',
      specialty: 'Специальность',
      experience: 'Год начала практики',
      languages: 'Языки (не более 10)',
      seoDescription: 'SEO-описание',
      keywords: 'Ключевые слова',
      specialties: 'Специальности',
      description: 'Описание',
    },
  },
} as const;
