// The default catalogue source: a deterministic demo catalogue of `clinics` clinics (about 300 by
// default, DEMO_CLINICS for benchmarks) with its reference data, agents, doctors and content.
import type { SourceRecords, SourceStep } from '../records';
import { batches, type CatalogueSource } from '../source';
import { type ClinicPlan, clinicPlan } from './clinicPlan';
import { clinicRecord } from './clinicRecords';
import * as content from './contentRecords';
import { demoFile } from './demoFiles';
import { directions, serviceGroups, services, specialties } from './medicine';
import { agencies } from './places';

export const DEFAULT_DEMO_CLINICS = 300;

type Records = { [S in SourceStep]: () => Iterable<SourceRecords[S]> };

function* plans(count: number): Iterable<ClinicPlan> {
  for (let origId = 1; origId <= count; origId++) yield clinicPlan(origId);
}

function* perClinic<T>(count: number, build: (plan: ClinicPlan) => Iterable<T>): Iterable<T> {
  for (const plan of plans(count)) yield* build(plan);
}

function* referenceSteps(): Iterable<SourceRecords['specialties']> {
  for (const [i, s] of specialties.entries()) {
    yield { type: 'specialty', origId: i + 1, active: true, procedure: s.procedure, important: i % 5 === 0, names: s.names };
  }
  for (const [i, d] of directions.entries()) {
    const ids = d.specialties.map((s) => specialties.findIndex((x) => x.key === s.key) + 1);
    yield { type: 'category', origId: i + 1, active: true, medical: d.medical, position: i, names: d.names, specialties: ids };
  }
}

function* serviceSteps(): Iterable<SourceRecords['services']> {
  for (const [i, names] of services.entries()) yield { type: 'service', origId: i + 1, active: true, important: i < 2, names };
  let next = 1;
  for (const [i, group] of serviceGroups.entries()) {
    const ids = group.services.map(() => next++);
    yield { type: 'category', origId: i + 1, active: true, position: i, names: group.names, services: ids };
  }
}

function* agents(): Iterable<SourceRecords['agents']> {
  for (const [i, a] of agencies.entries()) {
    const texts = (lang: 'RU' | 'EN') => ({
      name: a.names[lang],
      shortName: a.short[lang],
      description: lang === 'RU' ? `Агентство медицинского туризма, ${a.city}.` : `A medical tourism agency, ${a.names.EN}.`,
    });
    yield {
      origId: i + 1,
      state: 'ACTIVE',
      country: 'RUSSIA',
      city: a.city,
      timeZone: 'Europe/Moscow',
      lgPartner: a.partner,
      main: i === 0,
      l10n: { RU: texts('RU'), EN: texts('EN') },
    };
  }
}

function records(count: number): Records {
  return {
    agents,
    specialties: referenceSteps,
    services: serviceSteps,
    clinics: () => perClinic(count, (plan) => [clinicRecord(plan)]),
    clinicspecialties: () =>
      perClinic(count, (plan) => [
        { clinic: plan.origId, specialties: plan.specialties.map((s) => ({ specialty: s.origId, price: s.price })) },
      ]),
    clinicspecialtycategories: () => perClinic(count, (plan) => [{ clinic: plan.origId, categories: plan.directions.map((i) => i + 1) }]),
    clinicservices: () =>
      perClinic(count, (plan) => [{ clinic: plan.origId, services: plan.services.map((s) => ({ service: s.origId, price: s.price })) }]),
    oms: () => perClinic(count, (plan) => (plan.oms ? [content.oms(plan)] : [])),
    doctors: () => perClinic(count, (plan) => plan.doctors.map((id) => content.doctorRecord(id, plan))),
    doctorspecialties: () => perClinic(count, (plan) => plan.doctors.map((id) => content.doctorSpecialties(id, plan))),
    profilephotos: () => perClinic(count, content.pictures),
    clinicdoctors: function* () {
      let previous: ClinicPlan | undefined;
      for (const plan of plans(count)) {
        yield content.clinicDoctors(plan, previous);
        previous = plan;
      }
    },
    reviews: () => perClinic(count, content.reviews),
    freefiles: () => perClinic(count, content.freeFiles),
    modules: () => perClinic(count, content.modules),
  };
}

export function demoSource(clinics = DEFAULT_DEMO_CLINICS): CatalogueSource {
  const all = records(clinics);
  const source = { version: async () => `demo:${clinics}`, file: demoFile } as Record<string, unknown>;
  for (const [step, make] of Object.entries(all)) source[step] = () => batches(make() as Iterable<unknown>);
  return source as CatalogueSource;
}
