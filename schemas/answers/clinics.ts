// Answers of the clinics list and its actions (000 §3 "Clinic", §7): reference data, the name
// autocomplete, the list page, one clinic, its names and marks, the toggles and the preview link.
import {
  byLang,
  completeEdit,
  epochMs,
  exact,
  flag,
  integer,
  integerList,
  listL10n,
  nullableInteger,
  nullableNumber,
  nullableText,
  sectionMarks,
  text,
  textList,
} from './common';

const names = byLang(text);
const clinicState = { enum: ['ACTIVE', 'DISABLED'] } as const;
const editLang = { enum: ['RU', 'EN'] } as const;
/** A map keyed by clinic id. */
const byClinic = <const Schema>(schema: Schema) =>
  ({ type: 'object', propertyNames: { pattern: '^\\d+$' }, additionalProperties: schema }) as const;

export const allCategoriesAnswer = exact({
  categories: {
    type: 'array',
    items: exact({ id: integer, scId: integer, active: flag, medical: flag, names, spcs: integerList }),
  },
  specialties: { type: 'array', items: exact({ id: integer, sid: integer, active: flag, procedure: flag, names }) },
  cities: { type: 'array', items: exact({ id: integer, name: names, region: integer }) },
});

/** `hash` is this server's: choosing a name opens the clinic's profile. */
export const clinicNamesAnswer = {
  type: 'array',
  items: { type: 'object', required: ['id', 'str'], additionalProperties: false, properties: { id: integer, str: text, hash: text } },
} as const;

const listClinic = exact({
  id: integer,
  hash: text,
  slug: text,
  state: clinicState,
  cityId: nullableInteger,
  directLead: flag,
  superAgentId: nullableInteger,
  updated: epochMs,
  updatedBy: nullableText,
  ll10n: listL10n,
  quality: { ...byLang(integer), description: 'Sections complete per language.' },
});

const module = exact({ module: text, connection: text, state: text, validUntil: nullableInteger, price: nullableNumber });
const counts = exact({ visible: integer, total: integer });

export const clinicsListAnswer = exact({
  clinics: { type: 'array', items: listClinic },
  modules: byClinic({ type: 'array', items: module }),
  doctorsQty: byClinic(counts),
  reviewsQty: byClinic(counts),
  total: integer,
});

const logo = { anyOf: [exact({ hash: text, fileType: nullableText }), { type: 'null' }] } as const;

const clinicL10n = exact({
  name: text,
  shortName: text,
  city: text,
  address: text,
  phone: text,
  email: text,
  website: text,
  region: nullableInteger,
  accreditation: text,
  airportAddress: text,
  airportWay: text,
  placement: text,
  description: text,
  seoDescription: text,
  keywords: text,
});

export const clinicAnswer = exact({
  id: integer,
  origId: nullableInteger,
  hash: text,
  slug: text,
  state: clinicState,
  created: epochMs,
  updated: epochMs,
  country: text,
  region: nullableInteger,
  city: nullableInteger,
  cityIdList: integerList,
  superAgentId: nullableInteger,
  byMedimost: flag,
  agreement: flag,
  directLead: flag,
  latitude: nullableNumber,
  longitude: nullableNumber,
  rating: nullableNumber,
  timeZone: nullableText,
  languages: textList,
  accrList: textList,
  videoLinks: textList,
  lLogo: logo,
  mLogo: logo,
  ll10n: listL10n,
  l10n: byLang(clinicL10n),
  completeEdit,
  omsDescription: nullableText,
  childrenDescription: nullableText,
});

export const clinicNameAnswer = { type: 'array', items: exact({ name: text, locals: editLang }) } as const;

export const auxAnswer = sectionMarks;

export const toggleClinicAnswer = exact({ hash: text, locals: editLang, visible: flag });

export const toggleDirectLeadAnswer = exact({ hash: text, directLead: flag });

export const setSuperAgentAnswer = exact({ hash: text, superAgentId: nullableInteger });

export const previewLinkAnswer = exact({ token: text, url: { type: 'string', format: 'uri' } });
