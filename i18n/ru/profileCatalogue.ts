// The specialties, services and prices steps (001 §2): categories, their OMS and children marks
// and texts, each entry's selection, price range and description. Shown under
// `app.profileCatalogue.*`; the description forms' labels under `resources.<form>.fields`.
export const profileCatalogue = {
  selectedCount: 'Выбрано: %{count}',
  empty: 'Нет выбранных специальностей',
  categoryEmpty: 'В категории нет позиций',
  oms: 'Приём по ОМС',
  children: 'Лечение детей',
  flagOf: '%{flag}: %{name}',
  fixedTexts: 'Тексты клиники',
  omsText: 'Лечение по ОМС',
  childrenText: 'Лечение детей: описание',
  fixedTextTitle: '%{text}',
  fixedTextError: 'Ошибка',
  draftFound: 'Есть несохранённый черновик этого текста, отличающийся от сохранённого.',
  restoreDraft: 'Восстановить черновик',
  discardDraft: 'Отбросить черновик',
  categoryTexts: 'Описание категории',
  categoryTextsOf: 'Описание категории: %{name}',
  entryTexts: 'Описание',
  entryTextsOf: 'Описание: %{name}',
  textsTitle: '%{name} (%{lang})',
  described: 'Описание есть: %{langs}',
  selected: 'Выбрана',
  notSelected: 'Не выбрана',
  provided: 'Оказывается',
  providedOf: 'Оказывается: %{name}',
  priceFrom: 'Цена от, ₽',
  priceTo: 'Цена до, ₽',
  priceOf: '%{field}: %{name}',
  savePrice: 'Сохранить цену',
  savePriceOf: 'Сохранить цену: %{name}',
  example: 'В каталоге: %{price} ₽',
} as const;

export const catalogueResources = {
  specialtyDescription: { name: 'Описание специальности', fields: { specialty: 'Описание' } },
  serviceDescription: { name: 'Описание услуги', fields: { specialty: 'Описание', priceL10n: 'Текст о цене' } },
  categoryDescription: { name: 'Описание категории', fields: { category: 'Описание категории', videoLinks: 'Видео (не более 2 ссылок)' } },
  omsChildrenDescription: { name: 'Текст клиники', fields: { description: 'Текст' } },
  // The profile's catalogue steps (resources/clinicCatalogue): a category's or an entry's name.
  clinicSpecialties: { name: 'Специальности клиники', fields: { name: 'Название' } },
  clinicServices: { name: 'Услуги клиники', fields: { name: 'Название' } },
  clinicPrices: { name: 'Цены клиники', fields: { name: 'Название' } },
} as const;
