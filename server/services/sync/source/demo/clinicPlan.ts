// Everything the demo catalogue says about one clinic, regenerated from the clinic's own seed, so
// that each step can stream its records for any number of clinics without keeping them in memory.
import { type DemoCity, demoCities } from '../../../../demo/citiesHubs';
import { type DemoDirection, directions, type Named, services, specialties } from './medicine';
import { brands, type ClinicKind, cityGeo, clinicKinds } from './places';
import { random, seedOf } from './random';

/** Seed kinds: every kind of record draws from its own stream. */
export const SEED = { clinic: 1, doctor: 2, picture: 3, review: 4, file: 5, module: 6, oms: 7 } as const;

/** Child records of clinic n have origIds n * PER_CLINIC + 0..PER_CLINIC-1. */
export const PER_CLINIC = 10;

export type ClinicPlan = {
  origId: number;
  kind: ClinicKind;
  brand: Named;
  city: DemoCity;
  branchCity?: DemoCity;
  active: boolean;
  visible: { RU: boolean; EN: boolean };
  founded: number;
  /** Indexes into `directions` (category origId = index + 1). */
  directions: number[];
  specialties: { origId: number; price: number | null }[];
  services: { origId: number; price: number | null }[];
  doctors: number[];
  pictures: number;
  reviews: number;
  files: number;
  oms: number;
};

const cityWeights = demoCities.map((c) => cityGeo[c.slug]?.[3] ?? 1);
const kindWeights = clinicKinds.map((k) => k.weight);
const directionIndex = new Map(directions.map((d, i) => [d.names.EN, i]));
const specialtyIndex = new Map(specialties.map((s, i) => [s.key, i]));

function chooseDirections(r: ReturnType<typeof random>, kind: ClinicKind): number[] {
  if (kind.directions.length) return kind.directions.map((name) => directionIndex.get(name) ?? 0);
  return r.sample(
    directions.map((_, i) => i),
    r.int(3, 7),
  );
}

function chooseSpecialties(r: ReturnType<typeof random>, chosen: DemoDirection[]) {
  const keys = new Set<string>();
  for (const direction of chosen) for (const s of direction.specialties) if (r.chance(0.6)) keys.add(s.key);
  if (!keys.size) keys.add(chosen[0].specialties[0].key);
  return [...keys].map((key) => ({
    origId: (specialtyIndex.get(key) ?? 0) + 1,
    price: r.chance(0.7) ? r.int(15, 900) * 1000 : null,
  }));
}

export function clinicPlan(origId: number): ClinicPlan {
  const r = random(seedOf(SEED.clinic, origId));
  const kind = r.weighted(clinicKinds, kindWeights);
  const city = r.weighted(demoCities, cityWeights);
  const sameHub = demoCities.filter((c) => c.hub === city.hub && c.slug !== city.slug);
  const chosen = chooseDirections(r, kind);
  const active = r.chance(0.95);
  const doctorCount = r.int(1, 4);
  return {
    origId,
    kind,
    brand: r.pick(brands),
    city,
    branchCity: sameHub.length && r.chance(0.1) ? r.pick(sameHub) : undefined,
    active,
    visible: { RU: active && r.chance(0.85), EN: active && r.chance(0.5) },
    founded: r.int(1965, 2020),
    directions: chosen,
    specialties: chooseSpecialties(
      r,
      chosen.map((i) => directions[i]),
    ),
    services: r
      .sample(
        services.map((_, i) => i + 1),
        r.int(2, 6),
      )
      .map((service) => ({ origId: service, price: r.chance(0.5) ? r.int(1, 50) * 500 : null })),
    doctors: Array.from({ length: doctorCount }, (_, j) => origId * PER_CLINIC + j),
    pictures: r.int(1, 4),
    reviews: r.int(0, 4),
    files: r.int(0, 2),
    oms: r.chance(0.4) ? r.int(1, 4) : 0,
  };
}

/** The demo city's place form ("в Казани" / "in Kazan"). */
export const placeOf = (city: DemoCity): Named => ({ RU: city.place, EN: `in ${city.name.EN}` });
