// The clinic profile editor's form steps (000 §7, 001 §7; docs/api.md): base and additional
// (server/routes/clinicProfile.ts), the per-section review, offer, promotions and the read-only OMS
// list (server/routes/clinicOffer.ts). ADMIN only. A step loads its values in one edit language
// (`locals`) and saves form fields with the section's version (If-Match: 409 when it changed
// since); base and additional put refused fields under `error`, offer and promotions at the top
// level (001 §8). An unknown clinic is 404, malformed parameters 400.
import { type CallSpec, defineCalls } from '../../common/calls';
import { PROFILE_SECTIONS } from '../../common/completion';
import * as offerAnswers from '../../schemas/answers/clinicOffer';
import * as answers from '../../schemas/answers/clinicProfile';
import { clinicAdditionalSchema } from '../../schemas/clinicAdditional';
import { clinicBaseSchema } from '../../schemas/clinicBase';
import { clinicOfferSchema } from '../../schemas/clinicOffer';
import { clinicPromotionsSchema } from '../../schemas/clinicPromotions';
import { hashParams, localsQuery } from '../../schemas/requests/common';

const approveBody = {
  type: 'object',
  required: ['locals', 'menu'],
  properties: {
    locals: { enum: ['RU', 'EN', 'ALL', 'ru', 'en', 'all'] },
    menu: { enum: [...PROFILE_SECTIONS, ...PROFILE_SECTIONS.map(String)] },
  },
} as const;

/** The spec lists no `locals` for the promotions load: without one it answers Russian, the default
 * edit language (docs/decisions.md "Promotions: the load's language"). */
const optionalLocals = { type: 'object', properties: { locals: { enum: ['RU', 'EN', 'ru', 'en'], default: 'RU' } } } as const;

const PROFILE = { area: 'Clinic profile', access: ['ADMIN'], encoding: 'form' } as const;

/** A step's load: its values in the edit language, the clinic header and the completion marks. */
const load = <const Path extends string, const Answer extends object>(path: Path, description: string, answer: Answer) =>
  ({ method: 'GET', path, description, params: hashParams, query: localsQuery, answer }) as const satisfies CallSpec;

export const clinicProfileCalls = defineCalls(
  { ...PROFILE, errorsAt: 'error' },
  {
    clinicBase: load(
      '/api/admin/base/:hash',
      'The base step in the edit language, with the languages, the cities and the video links to choose from.',
      answers.baseAnswer,
    ),
    saveClinicBase: {
      method: 'POST',
      path: '/api/admin/base/:hash',
      description: 'Saves the base step in the edit language; a slug left blank is made from the name.',
      params: hashParams,
      body: clinicBaseSchema,
      answer: answers.stepSavedAnswer,
      version: true,
    },
    clinicAdditional: load('/api/admin/additional/:hash', 'The additional step in the edit language.', answers.additionalAnswer),
    saveClinicAdditional: {
      method: 'POST',
      path: '/api/admin/additional/:hash',
      description: 'Saves the additional step in the edit language; the accreditations are the clinic’s in both.',
      params: hashParams,
      body: clinicAdditionalSchema,
      answer: answers.stepSavedAnswer,
      version: true,
    },
    approveClinicSection: {
      method: 'POST',
      path: '/api/admin/approve/:hash',
      description: 'Marks a section (`menu`, its number) reviewed in a language, or in both (`ALL`).',
      params: hashParams,
      body: approveBody,
      answer: answers.approvedAnswer,
    },
  },
);

export const clinicOfferCalls = defineCalls(
  { ...PROFILE, errorsAt: 'root' },
  {
    clinicOffer: load('/api/admin/offer/:hash', 'The offer step in the edit language.', offerAnswers.offerAnswer),
    saveClinicOffer: {
      method: 'POST',
      path: '/api/admin/offer/:hash',
      description: 'Saves the offer step: response rate, price segment and recommendation, and the edit language’s texts.',
      params: hashParams,
      body: clinicOfferSchema,
      answer: offerAnswers.sectionSavedAnswer,
      version: true,
    },
    clinicPromotions: {
      method: 'GET',
      path: '/api/admin/promotions/:hash',
      description: 'The promotions step in the edit language (Russian when none is given).',
      params: hashParams,
      query: optionalLocals,
      answer: offerAnswers.promotionsAnswer,
    },
    saveClinicPromotions: {
      method: 'POST',
      path: '/api/admin/promotions/:hash',
      description: 'Saves the special offer of the edit language.',
      params: hashParams,
      body: clinicPromotionsSchema,
      answer: offerAnswers.sectionSavedAnswer,
      version: true,
    },
    clinicOms: {
      method: 'GET',
      path: '/api/admin/oms/:hash',
      description: 'The clinic’s active OMS procedures (code and name) and their count; the catalogue fills them.',
      params: hashParams,
      answer: offerAnswers.omsAnswer,
    },
  },
);
