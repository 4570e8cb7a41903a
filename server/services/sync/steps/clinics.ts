// Step 3: clinics with their texts, cities, languages, accreditations and name-search tails. New
// clinics get the main agent; local columns and edited texts are left alone (clinicRows.ts), and
// a staff edit of a catalogue-owned column (the time zone) is replaced, counted and recorded when
// the catalogue brings another value; clinics that leave the catalogue are DISABLED.
import { STAFF_WRITABLE } from '../../../repositories/staffEdits';
import { refreshClinicSearch } from '../../catalogue/clinicSearchIndex';
import { catalogueHash } from '../hashes';
import type { ClinicRecord } from '../source/records';
import { addedAndUpdated, type Step, tally } from '../stepTypes';
import { markUnseen } from '../write/leaving';
import { replaceLinks } from '../write/links';
import { idsOf } from '../write/lookups';
import { staffEdits } from '../write/staffEdits';
import { inChunks, type Row, run, type Sql, type UpsertSpec, upsert, upsertOwned } from '../write/upsert';
import { type Cities, cityOf, clinicRow, clinicSpecs, type Edits, editsOf, textKey, textRows, textSpecs } from './clinicRows';

const links = {
  cities: { table: 'clinic_cities', owner: 'clinic_id', value: 'city_id' },
  languages: { table: 'clinic_languages', owner: 'clinic_id', value: 'code' },
  accreditations: { table: 'clinic_accreditations', owner: 'clinic_id', value: 'code' },
};

/** The catalogue's slug, or `<slug>-<origId>` when another clinic already uses it. */
export async function freeSlugs(sql: Sql, table: string, records: { origId: number; slug: string }[], max: number) {
  const used = await inChunks<{ slug: string; orig_id: number | null }>(
    sql,
    `select slug, orig_id from "${table}" where slug in ($list)`,
    records.map((r) => r.slug),
  );
  const owner = new Map(used.map((u) => [u.slug, u.orig_id === null ? null : Number(u.orig_id)]));
  const slugs = new Map<number, string>();
  for (const r of records) {
    const taken = owner.has(r.slug) && owner.get(r.slug) !== r.origId;
    const slug = taken ? `${r.slug.slice(0, max - String(r.origId).length - 1)}-${r.origId}` : r.slug;
    owner.set(slug, r.origId);
    slugs.set(r.origId, slug);
  }
  return slugs;
}

async function loadCities(sql: Sql): Promise<Cities> {
  const rows = await run<{ id: number; orig_id: number | null; slug: string }>(sql, 'select id, orig_id, slug from cities');
  return {
    byOrigId: new Map(rows.filter((r) => r.orig_id !== null).map((r) => [Number(r.orig_id), Number(r.id)])),
    bySlug: new Map(rows.map((r) => [r.slug, Number(r.id)])),
  };
}

async function writeTexts(sql: Sql, batch: ClinicRecord[], ids: Map<number, number>, edits: Edits, inserted: Set<number>) {
  const groups = { base: { free: [] as Row[], edited: [] as Row[] }, profile: { free: [] as Row[], edited: [] as Row[] } };
  for (const c of batch) {
    const id = ids.get(c.origId) ?? 0;
    for (const { lang, base, profile } of textRows(c, id)) {
      groups.base[edits.texts.has(textKey(id, 1, lang)) ? 'edited' : 'free'].push(base);
      groups.profile[edits.texts.has(textKey(id, 2, lang)) ? 'edited' : 'free'].push(profile);
    }
  }
  const write = (spec: UpsertSpec, rows: Row[]) => upsertOwned(sql, spec, rows, 'clinic_id', inserted);
  const named = [...(await write(textSpecs.base.free, groups.base.free)), ...(await write(textSpecs.base.edited, groups.base.edited))];
  const described = [
    ...(await write(textSpecs.profile.free, groups.profile.free)),
    ...(await write(textSpecs.profile.edited, groups.profile.edited)),
  ];
  // Inserted clinics are renamed and changed already (the caller counts their rows).
  return { renamed: named, changed: [...named, ...described] };
}

export const syncClinics: Step = async ({ sql, source, now, replaced }) => {
  const counts = tally();
  const seen = new Set<number>();
  const cities = await loadCities(sql);
  const [main] = await run<{ id: number }>(sql, 'select id from agents where main_agent = 1');
  const staff = await staffEdits(sql, 'clinics', STAFF_WRITABLE.clinics);
  for await (const batch of source.clinics()) {
    for (const c of batch) seen.add(c.origId);
    const existing = await idsOf(
      sql,
      'clinics',
      batch.map((c) => c.origId),
    );
    const edits = await editsOf(sql, [...existing.values()]);
    const slugs = await freeSlugs(sql, 'clinics', batch, 80);
    const rows = batch.map((c) =>
      clinicRow(c, catalogueHash('clinic', c.origId), slugs.get(c.origId) ?? c.slug, main?.id ?? null, cities, now),
    );
    for (const row of rows) {
      const edit = staff.replaced(Number(row.orig_id), row);
      if (edit) replaced({ entity: 'clinics', ...edit });
    }
    const isEdited = (c: ClinicRecord) => edits.base.has(existing.get(c.origId) ?? 0);
    const written = [
      ...(await upsert(
        sql,
        clinicSpecs.free,
        rows.filter((_, i) => !isEdited(batch[i])),
      )),
      ...(await upsert(
        sql,
        clinicSpecs.edited,
        rows.filter((_, i) => isEdited(batch[i])),
      )),
    ];
    const ids = new Map([...existing, ...written.map((r) => [Number(r.orig_id), Number(r.id)] as const)]);
    const inserted = new Set(written.filter((r) => !existing.has(Number(r.orig_id))).map((r) => Number(r.id)));
    const texts = await writeTexts(sql, batch, ids, edits, inserted);
    const free = batch.filter((c) => !isEdited(c));
    const linkOf = (values: (c: ClinicRecord) => Row[]) => new Map(free.map((c) => [ids.get(c.origId) ?? 0, values(c)]));
    const cityIds = (c: ClinicRecord) => [
      ...new Set([c.city, ...c.cities].map((ref) => cityOf(cities, ref)).filter((id) => id !== undefined)),
    ];
    await replaceLinks(
      sql,
      links.cities,
      linkOf((c) => cityIds(c).map((city_id) => ({ city_id }))),
      inserted,
    );
    await replaceLinks(
      sql,
      links.languages,
      linkOf((c) => c.languages.map((code) => ({ code }))),
      inserted,
    );
    // Accreditation codes are edited on the additional step (section 2), not with the base.
    const accreditable = batch.filter((c) => !edits.additional.has(ids.get(c.origId) ?? 0));
    await replaceLinks(
      sql,
      links.accreditations,
      new Map(accreditable.map((c) => [ids.get(c.origId) ?? 0, c.accreditations.map((code) => ({ code }))])),
      inserted,
    );
    const renamed = [...texts.renamed, ...inserted];
    if (renamed.length) await refreshClinicSearch(sql, renamed, inserted);
    const changed = [...written.map((r) => Number(r.id)), ...texts.changed];
    counts.add({ rows: batch.length, ...addedAndUpdated(new Set(existing.values()), changed) });
  }
  await staff.settle();
  const disabled = { column: 'state', value: 'DISABLED', touch: true };
  counts.add({ removed: await markUnseen(sql, { table: 'clinics', mark: disabled }, seen, now) });
  return counts;
};
