// The specialties, services and prices steps in English: i18n/ru/profileCatalogue.ts mirrored.
import type { Catalog } from '../catalog';
import type { profileCatalogue as ru, catalogueResources as ruResources } from '../ru/profileCatalogue';

export const profileCatalogue = {
  selectedCount: 'Selected: %{count}',
  empty: 'No selected specialties',
  categoryEmpty: 'The category has no entries',
  oms: 'State insurance (OMS)',
  children: 'Treats children',
  flagOf: '%{flag}: %{name}',
  fixedTexts: "Clinic's texts",
  omsText: 'OMS treatment',
  childrenText: 'Children treatment',
  fixedTextTitle: '%{text}',
  fixedTextError: 'Error',
  draftFound: 'There is an unsaved draft of this text that differs from the saved one.',
  restoreDraft: 'Restore the draft',
  discardDraft: 'Discard the draft',
  categoryTexts: 'Category description',
  categoryTextsOf: 'Category description: %{name}',
  entryTexts: 'Description',
  entryTextsOf: 'Description: %{name}',
  textsTitle: '%{name} (%{lang})',
  described: 'Described in: %{langs}',
  selected: 'Selected',
  notSelected: 'Not selected',
  provided: 'Provided',
  providedOf: 'Provided: %{name}',
  priceFrom: 'Price from, ₽',
  priceTo: 'Price to, ₽',
  priceOf: '%{field}: %{name}',
  savePrice: 'Save price',
  savePriceOf: 'Save price: %{name}',
  example: 'Catalogue: %{price} ₽',
} satisfies Catalog<typeof ru>;

export const catalogueResources = {
  specialtyDescription: { name: 'Specialty description', fields: { specialty: 'Description' } },
  serviceDescription: { name: 'Service description', fields: { specialty: 'Description', priceL10n: 'Price text' } },
  categoryDescription: {
    name: 'Category description',
    fields: { category: 'Category description', videoLinks: 'Videos (at most 2 links)' },
  },
  omsChildrenDescription: { name: "Clinic's text", fields: { description: 'Text' } },
  clinicSpecialties: { name: 'Clinic specialties', fields: { name: 'Name' } },
  clinicServices: { name: 'Clinic services', fields: { name: 'Name' } },
  clinicPrices: { name: 'Clinic prices', fields: { name: 'Name' } },
} satisfies Catalog<typeof ruResources>;
