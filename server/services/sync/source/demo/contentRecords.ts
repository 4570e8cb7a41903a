// The demo records of the clinic content steps (doctors, photos, reviews, files, modules, OMS),
// each regenerated from its own seed and its clinic's plan.
import { catalogueHash } from '../../hashes';
import type { SourceRecords } from '../records';
import { type ClinicPlan, PER_CLINIC, SEED } from './clinicPlan';
import { clinicNames } from './clinicRecords';
import { directions, omsProcedures, specialties } from './medicine';
import { degrees, person, reviewer } from './people';
import { random, seedOf } from './random';
import { doctorBio, documentNames, reviewText } from './texts';

type R = SourceRecords;

/** A date between 2021-01-01 and 2025-06-30 as YYYY-MM-DD. */
const day = (r: ReturnType<typeof random>, before = 0) =>
  new Date(Date.UTC(2021, 0, 1) + (r.int(0, 1641) - before) * 86_400_000).toISOString().slice(0, 10);

/** The doctor's direction, person and career, shared by the doctor and doctor-specialty steps. */
function doctorProfile(origId: number, plan: ClinicPlan) {
  const r = random(seedOf(SEED.doctor, origId));
  const direction = directions[r.pick(plan.directions)];
  const birthYear = r.int(1955, 1992);
  return { r, direction, who: person(r), degree: r.pick(degrees), birthYear, experience: birthYear + r.int(24, 28) };
}

export function doctorRecord(origId: number, plan: ClinicPlan): R['doctors'] {
  const { r, direction, who, degree, birthYear, experience } = doctorProfile(origId, plan);
  const bio = doctorBio(direction.doctor, degree, 2025 - experience);
  const texts = (lang: 'RU' | 'EN') => ({
    name: who.full[lang],
    medicalDegree: degree[lang],
    shortDescription: bio.short[lang],
    specialty: direction.doctor[lang],
    seoDescription: `${who.full[lang]} — ${direction.doctor[lang]}`,
    keywords: direction.names[lang],
    description: bio.long[lang],
    visible: true,
    alt: who.full[lang],
  });
  return {
    origId,
    slug: `${who.latin}-${origId}`.slice(0, 40),
    birthYear,
    experience,
    avatar: r.chance(0.8) ? { hash: catalogueHash('doctor-avatar', origId), fileType: 'jpg' } : null,
    active: true,
    languages: r.chance(0.4) ? ['RU', 'EN'] : ['RU'],
    l10n: { RU: texts('RU'), EN: texts('EN') },
  };
}

export function doctorSpecialties(origId: number, plan: ClinicPlan): R['doctorspecialties'] {
  const { r, direction } = doctorProfile(origId, plan);
  const keys = r.sample(direction.specialties, r.int(1, 3)).map((s) => s.key);
  return { doctor: origId, specialties: keys.map((key) => specialties.findIndex((s) => s.key === key) + 1) };
}

export function clinicDoctors(plan: ClinicPlan, previous?: ClinicPlan): R['clinicdoctors'] {
  const r = random(seedOf(SEED.doctor, plan.origId) ^ 0x27d4eb2f);
  const own = plan.doctors.map((doctor, position) => ({ doctor, published: r.chance(0.9), position }));
  // Now and then a doctor of the previous clinic also consults here.
  const guest = previous && r.chance(0.1) ? [{ doctor: previous.doctors[0], published: true, position: own.length }] : [];
  return { clinic: plan.origId, doctors: [...own, ...guest] };
}

export function pictures(plan: ClinicPlan): R['profilephotos'][] {
  const { shortName } = clinicNames(plan);
  return Array.from({ length: plan.pictures }, (_, j) => {
    const origId = plan.origId * PER_CLINIC + j;
    const r = random(seedOf(SEED.picture, origId));
    return {
      origId,
      clinic: plan.origId,
      hash: catalogueHash('picture', origId),
      fileType: 'jpg',
      size: r.int(120_000, 900_000),
      width: 1600,
      height: 1067,
      position: j,
      mainImg: j === 0,
      visible: true,
      alt: { RU: `${shortName.RU}: фото ${j + 1}`, EN: `${shortName.EN}: photo ${j + 1}` },
    };
  });
}

export function reviews(plan: ClinicPlan): R['reviews'][] {
  return Array.from({ length: plan.reviews }, (_, j) => {
    const origId = plan.origId * PER_CLINIC + j;
    const r = random(seedOf(SEED.review, origId));
    const specialty = r.pick(plan.specialties);
    const doctor = r.pick(plan.doctors);
    const locals = r.chance(0.75) ? 'RU' : 'EN';
    const what = specialties[specialty.origId - 1].names;
    const doctorName = doctorProfile(doctor, plan).who.last;
    const category = plan.directions.find((i) => directions[i].specialties.some((s) => s.names.EN === what.EN)) ?? plan.directions[0];
    return {
      origId,
      clinic: plan.origId,
      isPatient: true,
      source: r.chance(0.8) ? 'MM' : 'LG',
      locals,
      name: reviewer(r)[locals],
      publishedDt: day(r),
      curedDt: day(r, 30),
      review: reviewText(r, what, doctorName)[locals],
      rating: r.weighted([3, 4, 5], [1, 3, 6]),
      country: r.weighted(['RU', 'KZ', 'UZ', 'AM', 'DE'], [6, 2, 1, 1, 1]),
      youtube: '',
      allCategories: false,
      avatar: null,
      published: true,
      visible: r.chance(0.9),
      categories: [category + 1],
      specialties: [specialty.origId],
      doctors: [doctor],
    };
  });
}

export function freeFiles(plan: ClinicPlan): R['freefiles'][] {
  const r = random(seedOf(SEED.file, plan.origId));
  return r.sample(documentNames, plan.files).map(([name, fileType], j) => {
    const origId = plan.origId * PER_CLINIC + j;
    return {
      origId,
      clinic: plan.origId,
      hash: catalogueHash('file', origId),
      name,
      size: r.int(40_000, 3_000_000),
      fileType,
      visible: true,
    };
  });
}

const MODULES = ['MAIN', 'FOREIGN', 'DOMESTIC', 'PATIENT', 'PROMOTION', 'STATISTICS', 'CALENDAR', 'DOCUMENTS'] as const;

export function modules(plan: ClinicPlan): R['modules'][] {
  const r = random(seedOf(SEED.module, plan.origId));
  const chosen = r.chance(0.6) ? ['MAIN' as const, ...r.sample(MODULES.slice(1), r.int(0, 2))] : [];
  return chosen.map((module, j) => ({
    origId: plan.origId * PER_CLINIC + j,
    clinic: plan.origId,
    module,
    connection: r.chance(0.3) ? 'PROMO' : 'PAYD',
    state: r.chance(0.9) ? 'ACTIVE' : 'DISABLED',
    validUntil: `2026-${String(r.int(1, 12)).padStart(2, '0')}-01`,
    price: r.int(5, 120) * 1000,
  }));
}

export function oms(plan: ClinicPlan): R['oms'] {
  const r = random(seedOf(SEED.oms, plan.origId));
  const procedures = r
    .sample(omsProcedures, plan.oms)
    .map(([code, name], j) => ({ origId: plan.origId * PER_CLINIC + j, code, name, active: true }));
  return { clinic: plan.origId, procedures };
}
