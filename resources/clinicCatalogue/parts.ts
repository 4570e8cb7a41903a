// The clinic profile's catalogue steps (001 §2 "Specialties", "Services", "Prices"; sections 4,
// 10 and 12), hosted by the profile's wizard: each the category accordion (views/CatalogueView.tsx)
// over the clinic's selections of the active catalogue (resources/clinics/catalogueCalls.ts), its
// options saying what the step lists and offers (catalogue/catalogueSteps.ts): the calls of its
// catalogue, the categories' flags, and its description forms, what they read, show and save (the
// engine's CallForm in a modal, given the clinic, the edit language and the category's or entry's id).
import { type AnyScreen, defineResource, type FieldSpec } from '../../common/resource';

const texts = (name: string, load: string, save: string, fields: FieldSpec[]) => ({ name, load, save, sections: [{ fields }] });
const DESCRIPTION: FieldSpec = { source: 'specialty', widget: 'richtext' };
/** A category's description and video links (the specialties and services steps). */
const CATEGORY_TEXTS = texts('categoryDescription', 'categoryTexts', 'saveCategoryTexts', [
  { source: 'category', widget: 'richtext' },
  { source: 'videoLinks', widget: 'videoLinks' },
]);

/** The specialty categories' flags, each a call with its own field, and the clinic's text of each. */
const FLAGS = [
  {
    name: 'oms',
    call: 'setCategoryOms',
    field: 'isOms',
    categories: 'omsCategories',
    text: 'omsDescription',
    label: 'app.profileCatalogue.omsText',
  },
  {
    name: 'children',
    call: 'setCategoryChildren',
    field: 'isChildren',
    categories: 'childrenCategories',
    text: 'childrenDescription',
    label: 'app.profileCatalogue.childrenText',
  },
];
const SPECIALTY_CALLS = { active: 'activeSpecialties', selected: 'selectedSpecialties', savePrice: 'saveSpecialtyPrice' };

const step = (name: string, step: string, viewOptions: Record<string, unknown>) =>
  defineResource({ type: 'object', properties: {} } as const, {
    name,
    path: `/admin/clinics/profile/:hash/${step}`,
    roles: ['ADMIN'],
    hostedBy: 'clinicProfile',
    list: { view: 'catalogue', viewOptions, title: 'name', columns: [], sort: { field: 'id', order: 'ASC' } },
    form: { mode: 'modal', sections: [] },
  });

export const screens: AnyScreen[] = [
  // Specialties come selected from the catalogue (a read-only mark); a category has its OMS and
  // children flags and the clinic its two texts.
  step('clinicSpecialties', 'specialties', {
    calls: SPECIALTY_CALLS,
    onlySelected: false,
    flags: FLAGS,
    categoryTexts: CATEGORY_TEXTS,
    entryTexts: texts('specialtyDescription', 'specialtyTexts', 'saveSpecialtyTexts', [DESCRIPTION]),
  }),
  // Services are chosen here (a switch each).
  step('clinicServices', 'services', {
    calls: { active: 'activeServices', selected: 'selectedServices', savePrice: 'saveServicePrice' },
    onlySelected: false,
    select: 'selectService',
    flags: [],
    categoryTexts: CATEGORY_TEXTS,
    entryTexts: texts('serviceDescription', 'serviceTexts', 'saveServiceTexts', [DESCRIPTION, { source: 'priceL10n' }]),
  }),
  // Prices of the selected specialties only, no texts.
  step('clinicPrices', 'prices', {
    calls: SPECIALTY_CALLS,
    onlySelected: true,
    flags: [],
    categoryTexts: null,
    entryTexts: null,
  }),
];
