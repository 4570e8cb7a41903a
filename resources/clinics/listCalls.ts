// The clinics list's calls and the clinic-wide reads (000 §2 "Clinics list", §7; docs/api.md): the
// reference data (categories, specialties, cities; also the content editors' filters), the name
// autocomplete, the filtered list page, one clinic (the profile editor's frame), its names and
// review marks, visibility per language, direct leads, the superagent and the preview link.
// ADMIN only but the reference data and the list, which the content staff read too (the video
// library's clinic picker asks page 0 of 1000). Served by server/routes/clinics.ts; the clinics
// screen (its declaration, index.ts) reads the list through react-admin's getList of `clinics`, the profile
// editor its clinic through getOne of `clinics` by hash, and both make the other calls as data
// provider methods. The synchronisation's step (000 §4), which the clinics and
// agents screens run (src/pages/sync/SyncDialog.tsx), is served by server/routes/sync.ts.
import { defineCalls } from '../../common/calls';
import { PROFILE_SECTIONS, SECTION_STATES } from '../../common/completion';
import { CONTENT_STAFF } from '../../common/roles';
import { SYNC_STEPS } from '../../common/syncSteps';
import * as answers from '../../schemas/answers/clinics';
import { syncStepAnswer } from '../../schemas/answers/sync';
import { flag, hash, hashParams, hashQuery, lang, localsQuery, pageQuery } from '../../schemas/requests/common';
import { superAgentSchema } from '../../schemas/superAgent';

/** '' or digits: an optional id filter of a query string ('' and 0 mean none). */
const optionalId = { type: 'string', pattern: '^\\d{0,9}$' } as const;

const clinicsListQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 256 },
    cityId: optionalId,
    cId: optionalId,
    sid: optionalId,
    locals: { enum: ['', 'RU', 'EN', 'ru', 'en'] },
    hideDeactive: { enum: ['', 'true', 'false', '1', '0'] },
    // Not in the spec (issue 12, points 9 and 10): a stale review in a language, and one section's
    // state in one language as "<section>.<RU|EN>.<complete|stale|incomplete>".
    stale: { enum: ['', 'RU', 'EN'] },
    completion: { type: 'string', pattern: `^((${PROFILE_SECTIONS.join('|')})\\.(RU|EN)\\.(${SECTION_STATES.join('|')}))?$` },
    ...pageQuery,
  },
} as const;

const namesQuery = { type: 'object', required: ['query'], properties: { query: { type: 'string', maxLength: 256 } } } as const;

const toggleClinicBody = {
  type: 'object',
  required: ['hash', 'locals', 'visible'],
  properties: { hash, locals: lang, visible: flag },
} as const;

const toggleDirectLeadBody = { type: 'object', required: ['hash', 'dLead'], properties: { hash, dLead: flag } } as const;

/** The reference data, which also serves react-admin's 'categories' (the categories as a list). */
export const categoryCalls = defineCalls(
  { area: 'Clinics', resource: 'categories', access: ['ADMIN'], errorsAt: 'error' },
  {
    allCategories: {
      method: 'GET',
      path: '/api/admin/allcategories',
      description:
        'The reference data: specialty categories with their specialties, the specialties and the cities, each named in both languages (the clinics filters’, and the content editors’ category filter and picks).',
      access: CONTENT_STAFF,
      answer: answers.allCategoriesAnswer,
      // react-admin's getList of 'categories': its categories, the specialties and cities beside
      // them (resources/clinics/useAllCategories.ts and a filter's choices read it once).
      resource: 'getList',
      paging: { items: 'categories', sides: ['specialties', 'cities'] },
    },
  },
);

export const clinicListCalls = defineCalls(
  { area: 'Clinics', resource: 'clinics', access: ['ADMIN'], errorsAt: 'error' },
  {
    clinicNames: {
      method: 'GET',
      path: '/api/admin/getclinicnames',
      description:
        'The name autocomplete: up to 20 clinics whose id is the query or whose name matches it (3 characters at least), named in the session language, with their hash.',
      query: namesQuery,
      answer: answers.clinicNamesAnswer,
    },
    listClinics: {
      method: 'GET',
      path: '/api/admin/clinicslist',
      description:
        'A page of clinics under the filters (name, city, category, specialty, language visibility, blocked hidden, a stale review, one section’s state), with each clinic’s modules and its doctors’ and reviews’ counts keyed by clinic id; sizes above 1000 are capped.',
      access: CONTENT_STAFF,
      query: clinicsListQuery,
      answer: answers.clinicsListAnswer,
      paging: {
        items: 'clinics',
        total: 'total',
        page: 'page',
        size: 'size',
        sides: ['modules', 'doctorsQty', 'reviewsQty'],
        filters: { loc: 'locals' },
      },
      resource: 'getList',
    },
    getClinic: {
      method: 'GET',
      path: '/api/admin/getclinic',
      description: 'One clinic as the profile editor’s frame shows it: names, visibility and completion marks per language.',
      query: hashQuery,
      answer: answers.clinicAnswer,
      one: { id: 'hash' },
      resource: 'getOne',
    },
    clinicNameTexts: {
      method: 'GET',
      path: '/api/admin/clinicname/:hash',
      description: 'The clinic’s name in each language.',
      params: hashParams,
      answer: answers.clinicNameAnswer,
    },
    clinicAux: {
      method: 'GET',
      path: '/api/admin/aux/:hash',
      description: 'The clinic’s review marks of one language, per section.',
      params: hashParams,
      query: localsQuery,
      answer: answers.auxAnswer,
    },
    toggleClinic: {
      method: 'POST',
      path: '/api/admin/toggleclinic',
      description: 'Shows or hides the clinic on the public site in one language.',
      body: toggleClinicBody,
      encoding: 'form',
      answer: answers.toggleClinicAnswer,
    },
    toggleDirectLead: {
      method: 'POST',
      path: '/api/admin/toggledlead',
      description: 'Turns direct leads on or off for the clinic.',
      body: toggleDirectLeadBody,
      encoding: 'json',
      answer: answers.toggleDirectLeadAnswer,
    },
    setSuperAgent: {
      method: 'POST',
      path: '/api/admin/setsuperagent',
      description: 'Sets the clinic’s superagent; null, 0 or an empty value clears it; an unknown agent is refused on `agentId`.',
      body: superAgentSchema,
      encoding: 'json',
      answer: answers.setSuperAgentAnswer,
    },
    clinicPreviewLink: {
      method: 'GET',
      path: '/api/admin/getclinicpreviewhash/:hash',
      description: 'A link that shows the clinic’s page on the public site before it is visible there.',
      params: hashParams,
      answer: answers.previewLinkAnswer,
    },
  },
);

const stepParams = { type: 'object', required: ['step'], properties: { step: { enum: SYNC_STEPS } } } as const;

export const syncCalls = defineCalls(
  { area: 'Synchronisation', access: ['ADMIN'] },
  {
    syncStep: {
      method: 'POST',
      path: '/api/admin/sync/:step',
      description:
        'Runs one synchronisation step (the 17 catalogue steps of 000 §4 in order, and agents): `message` says what it did, `callback` is the next step’s path (null after the last). A run held by another session answers 409, a failed step 502, both with the same three keys.',
      params: stepParams,
      answer: { ...syncStepAnswer, description: 'The step ran.' },
      answers: {
        409: { ...syncStepAnswer, description: 'Another session holds the run.' },
        502: { ...syncStepAnswer, description: 'The step failed.' },
      },
    },
  },
);
