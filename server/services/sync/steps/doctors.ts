// Steps 8, 9 and 11: doctors (their catalogue layer: doctor_l10n, catalogue languages), their
// specialties, and which clinics they work in. The local layer (doctor_ll10n, l_* columns,
// local languages, and the slug once staff saved the base section) is never written here; doctors
// that leave become inactive.
import { catalogueHash } from '../hashes';
import type { SourceRecords } from '../source/records';
import { addedAndUpdated, type Step, tally } from '../stepTypes';
import { bigTable, writeEntities } from '../write/entities';
import { clearUnseenOwners } from '../write/leaving';
import { type LinkSpec, replaceLinks, unlinkedOwners } from '../write/links';
import { catalogueIds, resolver } from '../write/lookups';
import { type Row, type UpsertSpec, upsertOwned } from '../write/upsert';
import { freeSlugs } from './clinics';

const TEXTS = ['name', 'medical_degree', 'short_description', 'specialty', 'seo_description', 'keywords', 'description', 'visible', 'alt'];
const doctors: UpsertSpec = {
  table: 'doctors',
  key: ['orig_id'],
  columns: ['orig_id', 'hash', 'slug', 'birth_year', 'experience', 'avatar_hash', 'avatar_file_type', 'active', 'created', 'updated'],
  update: ['slug', 'birth_year', 'experience', 'avatar_hash', 'avatar_file_type', 'active'],
  // The slug is the base section's (there is no local copy): once a base save wrote the local
  // layer (l_experience, always set by it), the slug is staff's (docs/catalogue-format.md).
  held: { slug: '"doctors".l_experience is not null' },
  touch: 'updated',
  returning: ['id', 'orig_id'],
};
const texts: UpsertSpec = {
  table: 'doctor_l10n',
  key: ['doctor_id', 'lang'],
  columns: ['doctor_id', 'lang', ...TEXTS],
  update: TEXTS,
  returning: ['doctor_id'],
};
const languages = { table: 'doctor_languages', owner: 'doctor_id', value: 'code', fixed: { column: 'local', value: 0 } };
const specialties = { table: 'doctor_specialties', owner: 'doctor_id', value: 'specialty_id' };
/** Links to local doctors (orig_id null) belong to staff and stay. */
const clinicDoctors = {
  table: 'clinic_doctors',
  owner: 'clinic_id',
  value: 'doctor_id',
  extra: ['published', 'position'],
  ownedVia: { column: 'doctor_id', table: 'doctors' },
};

export const syncDoctors: Step = async ({ sql, source, now }) => {
  const counts = tally();
  const known = await bigTable(sql, { table: 'doctors', mark: { column: 'active', value: 0, touch: true } });
  const seen = new Set<number>();
  for await (const batch of source.doctors()) {
    for (const d of batch) seen.add(d.origId);
    const slugs = await freeSlugs(sql, 'doctors', batch, 40);
    const rows = batch.map((d) => ({
      orig_id: d.origId,
      hash: catalogueHash('doctor', d.origId),
      slug: slugs.get(d.origId),
      birth_year: d.birthYear,
      experience: d.experience,
      avatar_hash: d.avatar?.hash ?? null,
      avatar_file_type: d.avatar?.fileType ?? null,
      active: d.active,
      created: now,
      updated: now,
    }));
    const written = await writeEntities(sql, doctors, rows, known);
    const id = (origId: number) => written.ids.get(origId) ?? 0;
    // Every column by name: an object rest and spread per row cost more than writing it (a
    // quarter of the step's own time at 100k).
    const textRows = batch.flatMap((d) =>
      (['RU', 'EN'] as const).flatMap((lang) => {
        const t = d.l10n[lang];
        if (!t) return [];
        return [
          {
            doctor_id: id(d.origId),
            lang,
            name: t.name,
            medical_degree: t.medicalDegree,
            short_description: t.shortDescription,
            specialty: t.specialty,
            seo_description: t.seoDescription,
            keywords: t.keywords,
            description: t.description,
            visible: t.visible,
            alt: t.alt,
          },
        ];
      }),
    );
    const changedTexts = await upsertOwned(sql, texts, textRows, 'doctor_id', written.inserted);
    const languageRows = new Map(batch.map((d) => [id(d.origId), d.languages.map((code) => ({ code }))]));
    await replaceLinks(sql, languages, languageRows, written.inserted);
    counts.add({ rows: batch.length, ...addedAndUpdated(written.existing, [...written.changed, ...changedTexts]) });
  }
  counts.add({ removed: await known.markUnseen(seen, now) });
  return counts;
};

type LinkStep = 'doctorspecialties' | 'clinicdoctors';

/** A step that sets the links of each record's owner to rows of another table (a doctor's
 * specialties, a clinic's doctors), both named by origId and read once for the step. `linksOf`
 * answers each link as the origId it points at and the row's other columns; a link to a row this
 * database does not have is skipped. On a first run (the link table empty at the start) no batch
 * reads links, and no owner can have links the catalogue stopped listing. */
function linkStep<S extends LinkStep>(s: {
  step: S;
  link: LinkSpec;
  owners: string;
  values: string;
  ownerOf: (record: SourceRecords[S]) => number;
  linksOf: (record: SourceRecords[S]) => [origId: number, row: Row][];
}): Step {
  return async ({ sql, source }) => {
    const counts = tally();
    const seen = new Set<number>();
    const unlinked = await unlinkedOwners(sql, s.link);
    const ids = { owners: await catalogueIds(sql, s.owners), values: await catalogueIds(sql, s.values) };
    for await (const batch of source[s.step]() as AsyncIterable<SourceRecords[S][]>) {
      const owner = resolver(ids.owners);
      const value = resolver(ids.values);
      const desired = new Map<number, Row[]>();
      for (const r of batch) {
        const ownerId = owner.get(s.ownerOf(r));
        if (ownerId === undefined) continue;
        seen.add(ownerId);
        const rows: Row[] = [];
        for (const [origId, row] of s.linksOf(r)) {
          const id = value.get(origId);
          if (id === undefined) continue;
          row[s.link.value] = id;
          rows.push(row);
        }
        desired.set(ownerId, rows);
      }
      const changes = await replaceLinks(sql, s.link, desired, new Set(), unlinked.of(desired.keys()));
      counts.add({ rows: batch.length, skipped: owner.skipped + value.skipped, ...changes });
    }
    if (!unlinked.empty) counts.add({ removed: await clearUnseenOwners(sql, { ...s.link, ownerTable: s.owners }, seen) });
    return counts;
  };
}

export const syncDoctorSpecialties = linkStep({
  step: 'doctorspecialties',
  link: specialties,
  owners: 'doctors',
  values: 'specialties',
  ownerOf: (r) => r.doctor,
  linksOf: (r) => r.specialties.map((origId) => [origId, {}]),
});

export const syncClinicDoctors = linkStep({
  step: 'clinicdoctors',
  link: clinicDoctors,
  owners: 'clinics',
  values: 'doctors',
  ownerOf: (r) => r.clinic,
  linksOf: (r) => r.doctors.map((d) => [d.doctor, { published: d.published, position: d.position }]),
});
