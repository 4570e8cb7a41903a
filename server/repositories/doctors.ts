// One doctor: both layers of its texts, its languages, specialties, avatar and completion marks,
// and staff's writes, which go to the local layer only (doctor_ll10n, l_* columns, languages with
// local = 1); the catalogue layer is the synchronisation's. SQL only; call the writes inside the
// save's transaction.
import { sql } from 'kysely';
import type { EditLang } from '../../common/lang';
import type { DoctorTextsTable } from '../db/doctorTables';
import type { Db } from '../db/kysely';

export type DoctorTexts = Omit<DoctorTextsTable, 'doctor_id' | 'lang'>;
export type OwnAvatar = { hash: string; fileType: string } | null;

/** A doctor's texts with nothing written yet (hidden). */
export const EMPTY_TEXTS: DoctorTexts = {
  name: '',
  medical_degree: '',
  short_description: '',
  specialty: '',
  seo_description: '',
  keywords: '',
  description: '',
  visible: 0,
  alt: '',
};

export function doctorByHash(db: Db, hash: string) {
  return db.selectFrom('doctors').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export function doctorById(db: Db, id: number) {
  return db.selectFrom('doctors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The texts of one language: the local row over the catalogue's, and whether it is local. */
export async function doctorTexts(db: Db, doctorId: number, lang: EditLang): Promise<DoctorTexts & { local: boolean }> {
  const [local, catalogue] = await Promise.all(
    (['doctor_ll10n', 'doctor_l10n'] as const).map((table) =>
      db.selectFrom(table).selectAll().where('doctor_id', '=', doctorId).where('lang', '=', lang).executeTakeFirst(),
    ),
  );
  const row = local ?? catalogue;
  const { doctor_id: _id, lang: _lang, ...texts } = row ?? { doctor_id: doctorId, lang, ...EMPTY_TEXTS };
  return { ...texts, local: local !== undefined };
}

/** The languages staff chose, else (never chosen) the catalogue's. */
export async function doctorLanguages(db: Db, doctorId: number, local: boolean) {
  const rows = await db
    .selectFrom('doctor_languages')
    .select('code')
    .where('doctor_id', '=', doctorId)
    .where('local', '=', local ? 1 : 0)
    .orderBy('code')
    .execute();
  return rows.map((r) => r.code);
}

/**
 * Writes some texts of one language to the local layer. The first local write of a language
 * copies the catalogue's row (or blanks), so that the fields this save does not carry keep what
 * the portal showed.
 */
export async function writeLocalTexts(trx: Db, doctorId: number, lang: EditLang, change: Partial<DoctorTexts>) {
  const current = await doctorTexts(trx, doctorId, lang);
  const { local: _local, ...texts } = current;
  await trx
    .insertInto('doctor_ll10n')
    .values({ ...texts, ...change, doctor_id: doctorId, lang })
    .onConflict((oc) => oc.columns(['doctor_id', 'lang']).doUpdateSet(change))
    .execute();
}

/** The base section's language-free fields: slug, the career's first year and the languages. */
export async function writeLocalBase(trx: Db, doctorId: number, row: { slug: string; experience: number; languages: string[] }) {
  await trx
    .updateTable('doctors')
    .set({ slug: row.slug, l_experience: row.experience, updated: Date.now() })
    .where('id', '=', doctorId)
    .execute();
  await trx.deleteFrom('doctor_languages').where('doctor_id', '=', doctorId).where('local', '=', 1).execute();
  if (row.languages.length) {
    await trx
      .insertInto('doctor_languages')
      .values(row.languages.map((code) => ({ doctor_id: doctorId, local: 1, code })))
      .execute();
  }
}

/** The id of another doctor that uses the slug, if any. */
export async function doctorSlugOwner(db: Db, slug: string, exceptId: number) {
  const row = await db.selectFrom('doctors').select('id').where('slug', '=', slug).where('id', '<>', exceptId).executeTakeFirst();
  return row?.id;
}

/** The doctor's specialties (the catalogue's links) with their names in both languages. */
export async function doctorSpecialties(db: Db, doctorId: number) {
  const links = await db.selectFrom('doctor_specialties').select('specialty_id').where('doctor_id', '=', doctorId).execute();
  const ids = links.map((l) => Number(l.specialty_id));
  const names = ids.length
    ? await db.selectFrom('specialty_l10n').select(['specialty_id', 'lang', 'name']).where('specialty_id', 'in', ids).execute()
    : [];
  return { ids, names };
}

export function doctorMarks(db: Db, doctorId: number) {
  return db.selectFrom('doctor_complete_edit').select(['section', 'lang', 'cd', 'rd']).where('doctor_id', '=', doctorId).execute();
}

/** Locks the doctor's row until the transaction ends (a no-op update takes PostgreSQL's row lock). */
export async function lockDoctor(trx: Db, doctorId: number) {
  await trx.updateTable('doctors').set({ updated: sql`updated` }).where('id', '=', doctorId).execute();
}

/** A doctor section's version: its latest content date in any language, 0 before the first save. */
export async function doctorSectionVersion(trx: Db, doctorId: number, section: number): Promise<number> {
  const row = await trx
    .selectFrom('doctor_complete_edit')
    .select((eb) => eb.fn.max('cd').as('cd'))
    .where('doctor_id', '=', doctorId)
    .where('section', '=', section)
    .executeTakeFirst();
  return Number(row?.cd ?? 0);
}

/** Sets cd and/or rd of sections in languages, inserting a missing mark. */
export async function writeDoctorMark(trx: Db, doctorId: number, section: number, lang: EditLang, mark: { cd?: number; rd: number }) {
  await trx
    .insertInto('doctor_complete_edit')
    .values({ doctor_id: doctorId, section, lang, cd: mark.cd ?? null, rd: mark.rd })
    .onConflict((oc) => oc.columns(['doctor_id', 'section', 'lang']).doUpdateSet(mark))
    .execute();
}

/** Replaces the own avatar `expected` by `avatar` (null clears it); false when it changed
 * meanwhile (the update names the avatar it replaces, as the clinic logo's does). */
export async function replaceOwnAvatar(trx: Db, doctorId: number, expected: OwnAvatar, avatar: OwnAvatar) {
  const result = await trx
    .updateTable('doctors')
    .set({ l_avatar_hash: avatar?.hash ?? null, l_avatar_file_type: avatar?.fileType ?? null, updated: Date.now() })
    .where('id', '=', doctorId)
    .where((eb) => (expected ? eb('l_avatar_hash', '=', expected.hash) : eb('l_avatar_hash', 'is', null)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
