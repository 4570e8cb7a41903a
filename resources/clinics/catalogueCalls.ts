// The specialties, services and prices steps (001 §7 "Specialties, services, categories"), ADMIN
// only, served by server/routes/clinicCatalogue.ts: for each catalogue kind its active catalogue,
// the clinic's selections, an entry's texts (If-Match: 409 when the section changed since) and
// price range; a service's selection; a category's texts; the specialty categories' OMS and
// children flags and the clinic's two fixed texts. Saves answer the completion marks; refused
// fields are under `error`, a category's at the top level (001 §8). Unknown clinics, entries and
// categories are 404.
import { type CallSpec, defineCalls } from '../../common/calls';
import * as answers from '../../schemas/answers/clinicCatalogue';
import { stepSavedAnswer } from '../../schemas/answers/clinicProfile';
import { catalogueItemPriceSchema } from '../../schemas/catalogueItemPrice';
import { categoryDescriptionSchema } from '../../schemas/categoryDescription';
import { omsChildrenDescriptionSchema } from '../../schemas/omsChildrenDescription';
import * as requests from '../../schemas/requests/catalogue';
import { hashParams } from '../../schemas/requests/common';
import { serviceDescriptionSchema } from '../../schemas/serviceDescription';
import { specialtyDescriptionSchema } from '../../schemas/specialtyDescription';

const get = <const Path extends string>(path: Path) => ({ method: 'GET', path }) as const;
const post = <const Path extends string>(path: Path) => ({ method: 'POST', path }) as const;

/** The selections of a clinic (by its hash in the query). */
const selected = { query: requests.hashQuery, answer: answers.selectedAnswer } as const satisfies Partial<CallSpec>;
/** An entry's price range in the edit language (no version: the spec's call has none). */
const price = { params: hashParams, body: catalogueItemPriceSchema, answer: stepSavedAnswer } as const satisfies Partial<CallSpec>;

/** The fixed texts' form, with the edit language whose marks the save sets. */
const fixedTextBody = {
  ...omsChildrenDescriptionSchema,
  properties: { ...omsChildrenDescriptionSchema.properties, locals: requests.optionalLocals },
} as const;

export const clinicCatalogueCalls = defineCalls(
  { area: 'Clinic profile: specialties, services, prices', access: ['ADMIN'], encoding: 'form', errorsAt: 'error' },
  {
    activeSpecialties: {
      ...get('/api/admin/activespecialties'),
      description: 'The active specialties catalogue by category, with each entry’s names.',
      answer: answers.activeSpecialtiesAnswer,
    },
    activeServices: {
      ...get('/api/admin/activeservices'),
      description: 'The active services catalogue by category, with each entry’s names.',
      answer: answers.activeServicesAnswer,
    },
    selectedSpecialties: {
      ...get('/api/admin/selectedspecialties'),
      description: 'The clinic’s specialties and categories: selections, prices, filled languages, flags and fixed texts.',
      ...selected,
    },
    selectedServices: {
      ...get('/api/admin/selectedservices'),
      description: 'The clinic’s services and categories: selections, prices and filled languages.',
      ...selected,
    },
    specialtyTexts: {
      ...get('/api/admin/specialty/:hash'),
      description: 'A specialty’s description for the clinic in the edit language, with its section version.',
      params: hashParams,
      query: requests.entryQuery,
      answer: answers.specialtyTextsAnswer,
    },
    saveSpecialtyTexts: {
      ...post('/api/admin/specialty/:hash'),
      description: 'Saves a specialty’s description for the clinic in the edit language.',
      params: hashParams,
      body: specialtyDescriptionSchema,
      answer: stepSavedAnswer,
      version: true,
    },
    serviceTexts: {
      ...get('/api/admin/service/:hash'),
      description: 'A service’s description and price text for the clinic in the edit language, with its section version.',
      params: hashParams,
      query: requests.entryQuery,
      answer: answers.serviceTextsAnswer,
    },
    saveServiceTexts: {
      ...post('/api/admin/service/:hash'),
      description: 'Saves a service’s description and price text for the clinic in the edit language.',
      params: hashParams,
      body: serviceDescriptionSchema,
      answer: stepSavedAnswer,
      version: true,
    },
    saveSpecialtyPrice: {
      ...post('/api/admin/specialtyprice/:hash'),
      description: 'The clinic’s price range of a specialty, roubles.',
      ...price,
    },
    saveServicePrice: {
      ...post('/api/admin/serviceprice/:hash'),
      description: 'The clinic’s price range of a service, roubles.',
      ...price,
    },
    selectService: {
      ...post('/api/admin/serviceselected/:hash'),
      description: 'Selects or deselects a service for the clinic (staff’s choice from then on: the catalogue keeps it).',
      params: hashParams,
      body: requests.serviceSelectedBody,
      answer: answers.catalogueSavedAnswer,
    },
    categoryTexts: {
      ...get('/api/admin/category/:hash'),
      description: 'A category’s description and video links for the clinic in the edit language, with its section version.',
      params: hashParams,
      query: requests.categoryQuery,
      answer: answers.categoryTextsAnswer,
    },
    saveCategoryTexts: {
      ...post('/api/admin/category/:hash'),
      description: 'Saves a category’s description and video links for the clinic in the edit language.',
      params: hashParams,
      body: categoryDescriptionSchema,
      // Errors as top-level keys (001 §8 "the category saves").
      errorsAt: 'root',
      answer: answers.catalogueSavedAnswer,
      version: true,
    },
    setCategoryOms: {
      ...post('/api/admin/updateselectedspecialtiesOMS'),
      description: 'Marks a specialty category as treated under OMS at the clinic, or not.',
      body: requests.omsFlagBody,
      answer: answers.catalogueSavedAnswer,
    },
    setCategoryChildren: {
      ...post('/api/admin/updateselectedspecialtiesChildren'),
      description: 'Marks a specialty category as treating children at the clinic, or not.',
      body: requests.childrenFlagBody,
      answer: answers.catalogueSavedAnswer,
    },
    saveFixedText: {
      ...post('/api/admin/updateOmsChildrenDescription'),
      description: 'The clinic’s OMS or children treatment text (`category`), sanitised; the last save wins.',
      body: fixedTextBody,
      answer: answers.catalogueSavedAnswer,
    },
  },
);
