// The clinic profile's catalogue steps (001 §2 "Specialties", "Services", "Prices"; sections 4,
// 10 and 12), hosted by the profile's wizard: each the category accordion (views/CatalogueView.tsx)
// over the clinic's selections of the active catalogue (resources/clinics/catalogueCalls.ts), its
// options saying what the step lists and offers (catalogue/catalogueSteps.ts), its description
// forms what they read, show and save (the engine's CallForm in a modal, given the clinic, the edit
// language and the category's or entry's id).
import { type AnyScreen, defineResource, type FieldSpec } from '../../common/resource';

const texts = (name: string, load: string, save: string, fields: FieldSpec[]) => ({ name, load, save, sections: [{ fields }] });
const DESCRIPTION: FieldSpec = { source: 'specialty', widget: 'richtext' };
/** A category's description and video links (the specialties and services steps). */
const CATEGORY_TEXTS = texts('categoryDescription', 'categoryTexts', 'saveCategoryTexts', [
  { source: 'category', widget: 'richtext' },
  { source: 'videoLinks', widget: 'videoLinks' },
]);

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
    kind: 'specialties',
    onlySelected: false,
    selection: 'mark',
    categoryFlags: true,
    categoryTexts: CATEGORY_TEXTS,
    entryTexts: texts('specialtyDescription', 'specialtyTexts', 'saveSpecialtyTexts', [DESCRIPTION]),
  }),
  // Services are chosen here (a switch each).
  step('clinicServices', 'services', {
    kind: 'services',
    onlySelected: false,
    selection: 'switch',
    categoryFlags: false,
    categoryTexts: CATEGORY_TEXTS,
    entryTexts: texts('serviceDescription', 'serviceTexts', 'saveServiceTexts', [DESCRIPTION, { source: 'priceL10n' }]),
  }),
  // Prices of the selected specialties only, no texts.
  step('clinicPrices', 'prices', {
    kind: 'specialties',
    onlySelected: true,
    selection: 'mark',
    categoryFlags: false,
    categoryTexts: null,
    entryTexts: null,
  }),
];
