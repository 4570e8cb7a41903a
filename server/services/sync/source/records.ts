// The catalogue's record formats, one per source step (docs/catalogue-format.md): JSON Schemas that
// check what a directory or an HTTP source delivers, and the record types derived from them.
// References between records are the catalogue's origIds. Optional values get their defaults.
import type { FromSchema } from 'json-schema-to-ts';

const id = { type: 'integer', minimum: 1 } as const;
const ids = { type: 'array', items: id, default: [] } as const;
const yes = { type: 'boolean', default: true } as const;
const no = { type: 'boolean', default: false } as const;
const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const text = { type: 'string', default: '' } as const;
const opt = (maxLength: number) => ({ type: 'string', maxLength, default: '' }) as const;
const nullable = <const T extends object>(schema: T) => ({ anyOf: [schema, { type: 'null' }], default: null }) as const;
const day = nullable({ type: 'string', format: 'date' });
const file = {
  type: 'object',
  required: ['hash', 'fileType'],
  properties: { hash: str(36), fileType: str(8) },
  additionalProperties: false,
} as const;
const codes = (maxLength: number) => ({ type: 'array', items: str(maxLength), default: [] }) as const;
const names = { type: 'object', required: ['RU'], properties: { RU: str(256), EN: str(256) }, additionalProperties: false } as const;
const perLanguage = <const T extends object>(schema: T) =>
  ({ type: 'object', required: ['RU'], properties: { RU: schema, EN: schema }, additionalProperties: false }) as const;
const record = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', required, properties, additionalProperties: false }) as const;

const specialty = record({ type: { const: 'specialty' }, origId: id, active: yes, procedure: no, important: no, names }, [
  'type',
  'origId',
  'names',
]);
const specialtyCategory = record(
  {
    type: { const: 'category' },
    origId: id,
    active: yes,
    medical: yes,
    position: { type: 'integer', default: 0 },
    names,
    specialties: ids,
  },
  ['type', 'origId', 'names'],
);
const service = record({ type: { const: 'service' }, origId: id, active: yes, important: no, names }, ['type', 'origId', 'names']);
const serviceCategory = record(
  { type: { const: 'category' }, origId: id, active: yes, position: { type: 'integer', default: 0 }, names, services: ids },
  ['type', 'origId', 'names'],
);

const agentTexts = record({ name: str(256), shortName: str(64), description: text }, ['name', 'shortName']);
const agent = record(
  {
    origId: id,
    state: str(16),
    country: str(32),
    city: str(64),
    timeZone: nullable(str(64)),
    lgPartner: no,
    main: no,
    l10n: perLanguage(agentTexts),
  },
  ['origId', 'state', 'country', 'city', 'l10n'],
);

const cityRef = { type: 'object', properties: { origId: id, slug: str(40) }, additionalProperties: false } as const;
const clinicTexts = record(
  {
    name: str(256),
    shortName: str(64),
    city: opt(64),
    address: opt(128),
    phone: opt(64),
    email: opt(128),
    website: opt(128),
    accreditation: text,
    airportAddress: opt(256),
    airportWay: text,
    placement: text,
    description: text,
    seoDescription: opt(2048),
    keywords: opt(256),
  },
  ['name', 'shortName'],
);
const coordinate = nullable({ type: 'number' });
const clinic = record(
  {
    origId: id,
    slug: str(80),
    state: { enum: ['ACTIVE', 'DISABLED'] },
    country: str(32),
    region: nullable({ type: 'integer' }),
    city: nullable(cityRef),
    cities: { type: 'array', items: cityRef, default: [] },
    byMedimost: no,
    agreement: no,
    latitude: coordinate,
    longitude: coordinate,
    rating: coordinate,
    timeZone: nullable(str(64)),
    languages: codes(2),
    accreditations: codes(8),
    logo: nullable(file),
    visible: { type: 'object', properties: { RU: no, EN: no }, additionalProperties: false, default: {} },
    l10n: perLanguage(clinicTexts),
  },
  ['origId', 'slug', 'state', 'country', 'l10n'],
);

const price = nullable({ type: 'integer', minimum: 0 });
const clinicSpecialties = record({ clinic: id, specialties: { type: 'array', items: record({ specialty: id, price }, ['specialty']) } }, [
  'clinic',
  'specialties',
]);
const clinicCategories = record({ clinic: id, categories: ids }, ['clinic', 'categories']);
const clinicServices = record({ clinic: id, services: { type: 'array', items: record({ service: id, price }, ['service']) } }, [
  'clinic',
  'services',
]);
const oms = record(
  {
    clinic: id,
    procedures: { type: 'array', items: record({ origId: id, code: str(32), name: str(2000), active: yes }, ['origId', 'code', 'name']) },
  },
  ['clinic', 'procedures'],
);

const doctorTexts = record(
  {
    name: str(256),
    medicalDegree: opt(256),
    shortDescription: opt(1000),
    specialty: opt(256),
    seoDescription: opt(2048),
    keywords: opt(256),
    description: text,
    visible: yes,
    alt: opt(256),
  },
  ['name'],
);
const year = nullable({ type: 'integer', minimum: 1900, maximum: 2100 });
const doctor = record(
  {
    origId: id,
    slug: str(40),
    birthYear: year,
    experience: year,
    avatar: nullable(file),
    active: yes,
    languages: codes(2),
    l10n: perLanguage(doctorTexts),
  },
  ['origId', 'slug', 'l10n'],
);
const doctorSpecialties = record({ doctor: id, specialties: ids }, ['doctor', 'specialties']);
const picture = record(
  {
    origId: id,
    clinic: id,
    doctor: id,
    agent: id,
    hash: str(36),
    fileType: str(8),
    size: { type: 'integer', minimum: 0, default: 0 },
    width: { type: 'integer', minimum: 0, default: 0 },
    height: { type: 'integer', minimum: 0, default: 0 },
    position: { type: 'integer', default: 0 },
    mainImg: no,
    visible: yes,
    alt: { type: 'object', properties: { RU: str(256), EN: str(256) }, additionalProperties: false, default: {} },
  },
  ['origId', 'hash', 'fileType'],
);
/** A picture belongs to exactly one clinic, doctor or agent. */
const ownedPicture = {
  ...picture,
  oneOf: [
    { required: ['clinic'], properties: { clinic: id } },
    { required: ['doctor'], properties: { doctor: id } },
    { required: ['agent'], properties: { agent: id } },
  ],
} as const;
const clinicDoctors = record(
  {
    clinic: id,
    doctors: { type: 'array', items: record({ doctor: id, published: yes, position: { type: 'integer', default: 0 } }, ['doctor']) },
  },
  ['clinic', 'doctors'],
);
const review = record(
  {
    origId: id,
    clinic: id,
    isPatient: yes,
    source: { enum: ['MM', 'LG'] },
    locals: { enum: ['RU', 'EN'] },
    name: str(256),
    publishedDt: { type: 'string', format: 'date' },
    curedDt: day,
    review: { type: 'string' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    country: opt(8),
    youtube: opt(256),
    allCategories: no,
    avatar: nullable(file),
    published: yes,
    visible: yes,
    categories: ids,
    specialties: ids,
    doctors: ids,
  },
  ['origId', 'clinic', 'source', 'locals', 'name', 'publishedDt', 'review', 'rating'],
);
const freeFile = record(
  {
    origId: id,
    clinic: id,
    hash: str(36),
    name: str(256),
    size: { type: 'integer', minimum: 0, default: 0 },
    fileType: str(8),
    visible: yes,
  },
  ['origId', 'clinic', 'hash', 'name', 'fileType'],
);
const clinicModule = record(
  {
    origId: id,
    clinic: id,
    module: { enum: ['MAIN', 'FOREIGN', 'DOMESTIC', 'PATIENT', 'PROMOTION', 'STATISTICS', 'CALENDAR', 'DOCUMENTS'] },
    connection: { enum: ['PROMO', 'PAYD'] },
    state: str(16),
    validUntil: day,
    price,
  },
  ['origId', 'clinic', 'module', 'connection', 'state'],
);

/** The record schemas of every step that reads the catalogue, by the step's path name. A step
 * with two kinds of records tells them apart by their `type` (a list rather than `oneOf`, so that
 * each kind keeps its defaults). */
export const recordSchemas = {
  agents: [agent],
  specialties: [specialty, specialtyCategory],
  services: [service, serviceCategory],
  clinics: [clinic],
  clinicspecialties: [clinicSpecialties],
  clinicspecialtycategories: [clinicCategories],
  clinicservices: [clinicServices],
  oms: [oms],
  doctors: [doctor],
  doctorspecialties: [doctorSpecialties],
  profilephotos: [ownedPicture],
  clinicdoctors: [clinicDoctors],
  reviews: [review],
  freefiles: [freeFile],
  modules: [clinicModule],
} as const;

type Variants<T extends readonly object[]> = T[number] extends infer V ? (V extends object ? FromSchema<V> : never) : never;

export type SourceStep = keyof typeof recordSchemas;
export type SourceRecords = { [S in SourceStep]: Variants<(typeof recordSchemas)[S]> };
export type AgentRecord = SourceRecords['agents'];
export type ClinicRecord = SourceRecords['clinics'];
export type CityRef = FromSchema<typeof cityRef>;
