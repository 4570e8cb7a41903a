// The demo clinic record (sync step 3) built from a clinic's plan: names, contacts, place,
// languages, accreditations and the profile texts, in Russian and English.
import { counted } from '../../../../../i18n/interpolate';
import { catalogueHash } from '../../hashes';
import type { ClinicRecord } from '../records';
import { type ClinicPlan, placeOf, SEED } from './clinicPlan';
import { directions, type Named } from './medicine';
import { languageCodes } from './people';
import { cityGeo, streets } from './places';
import { random, seedOf } from './random';
import { clinicDescription } from './texts';

const ACCREDITATIONS = ['RUS_HC', 'ISO', 'JCI', 'GHA', 'TEMOS', 'MTI', 'EU_SPA'];

export const latin = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function clinicNames(plan: ClinicPlan): { name: Named; shortName: Named } {
  const place = placeOf(plan.city);
  return {
    name: { RU: `${plan.kind.names.RU} «${plan.brand.RU}» ${place.RU}`, EN: `${plan.kind.names.EN} "${plan.brand.EN}" ${place.EN}` },
    shortName: { RU: `${plan.brand.RU} (${plan.city.name.RU})`, EN: `${plan.brand.EN} (${plan.city.name.EN})` },
  };
}

export function clinicRecord(plan: ClinicPlan): ClinicRecord {
  const r = random(seedOf(SEED.clinic, plan.origId) ^ 0x5bd1e995);
  const { name, shortName } = clinicNames(plan);
  const [latitude, longitude, timeZone] = cityGeo[plan.city.slug] ?? [55.75, 37.62, 'Europe/Moscow'];
  const street = r.pick(streets);
  const house = r.int(1, 150);
  const domain = `${latin(plan.brand.EN)}-${plan.origId}.ru`;
  const phone = `+7 (${r.int(300, 999)}) ${r.int(100, 999)}-${r.int(10, 99)}-${r.int(10, 99)}`;
  const accreditations = r.sample(ACCREDITATIONS, r.int(0, 3));
  const place = placeOf(plan.city);
  const description = clinicDescription({
    name,
    kind: plan.kind.names,
    place,
    founded: plan.founded,
    directions: plan.directions.map((i) => directions[i].names),
    doctors: r.int(20, 400),
    beds: r.int(10, 600),
  });
  const texts = (lang: 'RU' | 'EN') => ({
    name: name[lang],
    shortName: shortName[lang],
    city: plan.city.name[lang],
    address: lang === 'RU' ? `${street.RU}, д. ${house}` : `${house} ${street.EN}`,
    phone,
    email: `info@${domain}`,
    website: `https://${domain}`,
    accreditation: accreditations.join(', '),
    airportAddress: lang === 'RU' ? `Международный аэропорт, г. ${plan.city.name.RU}` : `International airport, ${plan.city.name.EN}`,
    airportWay:
      lang === 'RU'
        ? `Трансфер на автомобиле клиники, около ${counted('ru', r.int(20, 70), 'минуты |||| минут |||| минут')}.`
        : `Transfer by the clinic's car, about ${counted('en', r.int(20, 70), 'minute |||| minutes')}.`,
    placement:
      lang === 'RU'
        ? 'Палаты на 1–2 человека, гостиница для сопровождающих рядом с клиникой.'
        : 'Single and double rooms, a hotel for companions next to the clinic.',
    description: description[lang],
    seoDescription: lang === 'RU' ? `${name.RU}: лечение, цены, врачи и отзывы.` : `${name.EN}: treatment, prices, doctors and reviews.`,
    keywords: `${shortName[lang]}, ${plan.directions.map((i) => directions[i].names[lang].toLowerCase()).join(', ')}`.slice(0, 256),
  });
  return {
    origId: plan.origId,
    slug: `${latin(plan.brand.EN)}-${plan.city.slug}-${plan.origId}`,
    state: plan.active ? 'ACTIVE' : 'DISABLED',
    country: 'RUSSIA',
    region: plan.city.region,
    city: { slug: plan.city.slug },
    cities: [plan.city, ...(plan.branchCity ? [plan.branchCity] : [])].map((c) => ({ slug: c.slug })),
    byMedimost: r.chance(0.7),
    agreement: r.chance(0.6),
    latitude: Number((latitude + (r.next() - 0.5) / 10).toFixed(6)),
    longitude: Number((longitude + (r.next() - 0.5) / 10).toFixed(6)),
    rating: r.int(35, 50) / 10,
    timeZone,
    languages: ['RU', ...r.sample(languageCodes.slice(1), r.int(0, 3))],
    accreditations,
    logo: r.chance(0.8) ? { hash: catalogueHash('logo', plan.origId), fileType: 'png' } : null,
    visible: plan.visible,
    l10n: { RU: texts('RU'), EN: texts('EN') },
  };
}
