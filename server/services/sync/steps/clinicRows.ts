// Rows of the clinics step, and which of them staff have edited (docs/data-model.md "Catalogue
// ownership"): a language's base texts stay local once section 1 has a content date for it, its
// additional texts once section 2 has one, and the language-free base columns (but the time
// zone) once any language has a section-1 date.
import type { EditLang } from '../../../../common/lang';
import { nameSearchKey } from '../../catalogue/clinicSearch';
import type { CityRef, ClinicRecord } from '../source/records';
import { inChunks, type Row, type Sql, type UpsertSpec } from '../write/upsert';

// The time zone is the catalogue's even on an edited clinic (the base form shows it disabled): a
// base save that carries one notes a staff edit, which the next run replaces and counts
// (repositories/staffEdits.ts).
const OWNED = ['state', 'country', 'by_medimost', 'agreement', 'm_logo_hash', 'm_logo_file_type', 'time_zone'];
const BASE = ['slug', 'region', 'city_id', 'latitude', 'longitude', 'rating'];
const clinicSpec = (update: string[]): UpsertSpec => ({
  table: 'clinics',
  key: ['orig_id'],
  columns: ['orig_id', 'hash', 'super_agent_id', 'direct_lead', 'recommended', 'created', 'updated', ...OWNED, ...BASE],
  update,
  touch: 'updated',
  returning: ['id', 'orig_id'],
});
/** Clinics nobody has edited follow the catalogue; edited ones keep their base columns. */
export const clinicSpecs = { free: clinicSpec([...OWNED, ...BASE]), edited: clinicSpec(OWNED) };

const BASE_TEXTS = ['name', 'short_name', 'search_name', 'city', 'address', 'phone', 'email', 'website'];
const baseTexts = (update: string[]): UpsertSpec => ({
  table: 'clinic_l10n',
  key: ['clinic_id', 'lang'],
  columns: ['clinic_id', 'lang', 'visible', ...BASE_TEXTS],
  update,
  returning: ['clinic_id'],
});
const PROFILE_TEXTS = ['accreditation', 'airport_address', 'airport_way', 'placement', 'description', 'seo_description', 'keywords'];
const profileTexts = (update: string[]): UpsertSpec => ({
  table: 'clinic_profile_l10n',
  key: ['clinic_id', 'lang'],
  columns: ['clinic_id', 'lang', ...PROFILE_TEXTS],
  update,
  returning: ['clinic_id'],
});
/** Texts of a language follow the catalogue until edited; then only a missing row is inserted. */
export const textSpecs = {
  base: { free: baseTexts(BASE_TEXTS), edited: baseTexts([]) },
  profile: { free: profileTexts(PROFILE_TEXTS), edited: profileTexts([]) },
};

/** Clinics whose base (section 1) or additional (section 2) form staff saved, in any language. */
export type Edits = { base: Set<number>; additional: Set<number>; texts: Set<string> };
export const textKey = (clinicId: number, section: 1 | 2, lang: EditLang) => `${clinicId}:${section}:${lang}`;

export async function editsOf(sql: Sql, clinicIds: number[]): Promise<Edits> {
  const rows = await inChunks<{ clinic_id: number; section: number; lang: EditLang }>(
    sql,
    'select clinic_id, section, lang from complete_edit where section in (1, 2) and cd is not null and clinic_id in ($list)',
    clinicIds,
  );
  return {
    base: new Set(rows.filter((r) => Number(r.section) === 1).map((r) => Number(r.clinic_id))),
    additional: new Set(rows.filter((r) => Number(r.section) === 2).map((r) => Number(r.clinic_id))),
    texts: new Set(rows.map((r) => textKey(Number(r.clinic_id), Number(r.section) as 1 | 2, r.lang))),
  };
}

export type Cities = { byOrigId: Map<number, number>; bySlug: Map<string, number> };
/** A catalogue city by origId, then by slug; an unknown one is no city. */
export const cityOf = (cities: Cities, ref: CityRef | null | undefined) =>
  (ref?.origId !== undefined ? cities.byOrigId.get(ref.origId) : undefined) ??
  (ref?.slug !== undefined ? cities.bySlug.get(ref.slug) : undefined);

export function clinicRow(c: ClinicRecord, hash: string, slug: string, mainAgent: number | null, cities: Cities, now: number): Row {
  return {
    orig_id: c.origId,
    hash,
    super_agent_id: mainAgent,
    direct_lead: 0,
    recommended: 0,
    created: now,
    updated: now,
    state: c.state,
    country: c.country,
    by_medimost: c.byMedimost,
    agreement: c.agreement,
    m_logo_hash: c.logo?.hash ?? null,
    m_logo_file_type: c.logo?.fileType ?? null,
    slug,
    region: c.region,
    city_id: cityOf(cities, c.city) ?? null,
    latitude: c.latitude,
    longitude: c.longitude,
    rating: c.rating,
    time_zone: c.timeZone,
  };
}

export function textRows(c: ClinicRecord, clinicId: number) {
  return (['RU', 'EN'] as const).flatMap((lang) => {
    const t = c.l10n[lang];
    if (!t) return [];
    const base = {
      clinic_id: clinicId,
      lang,
      visible: c.visible[lang] ?? false,
      name: t.name,
      short_name: t.shortName,
      search_name: Array.from(nameSearchKey(`${t.shortName} ${t.name}`))
        .slice(0, 512)
        .join(''),
      city: t.city,
      address: t.address,
      phone: t.phone,
      email: t.email,
      website: t.website,
    };
    const profile = {
      clinic_id: clinicId,
      lang,
      accreditation: t.accreditation,
      airport_address: t.airportAddress,
      airport_way: t.airportWay,
      placement: t.placement,
      description: t.description,
      seo_description: t.seoDescription,
      keywords: t.keywords,
    };
    return [{ lang, base, profile }];
  });
}
