// A clinic's pictures (001 §2 "Pictures"): the gallery, one main image, visibility, alt texts,
// and deletion (rows of local uploads go; catalogue rows are marked deleted). SQL only.
import type { Transaction } from 'kysely';
import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';
import type { Database } from '../db/tables';

type Trx = Transaction<Database>;

const PICTURE_COLUMNS = [
  'id',
  'hash',
  'file_type',
  'main_img',
  'visible',
  'orig_id',
  'width',
  'height',
  'size',
  'created',
  'position',
] as const;

export type PictureRow = {
  id: number;
  hash: string;
  file_type: string;
  main_img: number;
  visible: number;
  orig_id: number | null;
  width: number;
  height: number;
  size: number;
  created: number;
  position: number;
};

/** The gallery: pictures not deleted, the main one first, then by position. */
export async function clinicPictures(db: Db | Trx, clinicId: number) {
  const pictures = (await db
    .selectFrom('pictures')
    .select(PICTURE_COLUMNS)
    .where('clinic_id', '=', clinicId)
    .where('deleted', '=', 0)
    .orderBy('main_img', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute()) as PictureRow[];
  const ids = pictures.map((p) => p.id);
  const alts = ids.length
    ? await db.selectFrom('picture_l10n').select(['picture_id', 'lang', 'alt']).where('picture_id', 'in', ids).execute()
    : [];
  return { pictures, alts };
}

/** One picture of the clinic that is not deleted (another clinic's id finds nothing). */
export async function clinicPicture(db: Db | Trx, clinicId: number, id: number) {
  return (await db
    .selectFrom('pictures')
    .select(PICTURE_COLUMNS)
    .where('id', '=', id)
    .where('clinic_id', '=', clinicId)
    .where('deleted', '=', 0)
    .executeTakeFirst()) as PictureRow | undefined;
}

async function hasMainPicture(trx: Trx, clinicId: number): Promise<boolean> {
  const row = await trx.selectFrom('pictures').select('id').where('clinic_id', '=', clinicId).where('main_img', '=', 1).executeTakeFirst();
  return row !== undefined;
}

type NewPicture = { clinicId: number; hash: string; fileType: string; size: number; width: number; height: number; now: number };

/** A local upload at the end of the gallery; main when the clinic has no main image yet. */
export async function insertPicture(trx: Trx, p: NewPicture): Promise<number> {
  const last = await trx
    .selectFrom('pictures')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('clinic_id', '=', p.clinicId)
    .executeTakeFirst();
  const main = !(await hasMainPicture(trx, p.clinicId));
  const { id } = await trx
    .insertInto('pictures')
    .values({
      clinic_id: p.clinicId,
      orig_id: null,
      hash: p.hash,
      file_type: p.fileType,
      size: p.size,
      width: p.width,
      height: p.height,
      main_img: Number(main),
      visible: 1,
      deleted: 0,
      position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
      created: p.now,
      updated: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('picture_l10n')
    .values((['RU', 'EN'] as const).map((lang) => ({ picture_id: id, lang, alt: '' })))
    .execute();
  return id;
}

/** Makes `id` the clinic's one main image (the partial unique index allows no second one). */
export async function setMainPicture(trx: Trx, clinicId: number, id: number, now: number) {
  await trx
    .updateTable('pictures')
    .set({ main_img: 0, updated: now })
    .where('clinic_id', '=', clinicId)
    .where('main_img', '=', 1)
    .execute();
  await trx.updateTable('pictures').set({ main_img: 1, updated: now }).where('id', '=', id).execute();
}

export async function setPictureVisible(trx: Trx, id: number, visible: boolean, now: number) {
  await trx
    .updateTable('pictures')
    .set({ visible: Number(visible), updated: now })
    .where('id', '=', id)
    .execute();
}

export async function setPictureAlt(trx: Trx, id: number, alts: Record<EditLang, string>, now: number) {
  for (const lang of ['RU', 'EN'] as const) {
    await trx
      .insertInto('picture_l10n')
      .values({ picture_id: id, lang, alt: alts[lang] })
      .onConflict((oc) => oc.columns(['picture_id', 'lang']).doUpdateSet({ alt: alts[lang] }))
      .execute();
  }
  await trx.updateTable('pictures').set({ updated: now }).where('id', '=', id).execute();
}

/** A local upload's row goes; a catalogue picture is marked deleted, which the synchronisation
 * keeps (docs/decisions.md), so that staff can hide a catalogue picture for good. */
export async function deletePicture(trx: Trx, picture: PictureRow, now: number) {
  if (picture.orig_id === null) {
    await trx.deleteFrom('pictures').where('id', '=', picture.id).execute();
  } else {
    await trx.updateTable('pictures').set({ deleted: 1, main_img: 0, updated: now }).where('id', '=', picture.id).execute();
  }
}

/** After the main image went: the first remaining picture (visible ones first) becomes main. */
export async function promoteMainPicture(trx: Trx, clinicId: number, now: number) {
  if (await hasMainPicture(trx, clinicId)) return;
  const next = await trx
    .selectFrom('pictures')
    .select('id')
    .where('clinic_id', '=', clinicId)
    .where('deleted', '=', 0)
    .orderBy('visible', 'desc')
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  if (next) await setMainPicture(trx, clinicId, next.id, now);
}
