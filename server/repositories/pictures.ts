// The pictures of a clinic, a doctor or an agent (001 §2 "Pictures"; a picture has exactly one
// owner): the gallery, one main image, visibility, alt texts, and deletion (rows of local uploads
// go; catalogue rows are marked deleted). SQL only.
import type { Transaction } from 'kysely';
import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';
import type { Database } from '../db/tables';

type Trx = Transaction<Database>;

/** Whose pictures: the owner column and the owner's id. */
export type PictureOwner = { column: 'clinic_id' | 'doctor_id' | 'agent_id'; id: number };

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
export async function ownerPictures(db: Db | Trx, owner: PictureOwner) {
  const pictures = (await db
    .selectFrom('pictures')
    .select(PICTURE_COLUMNS)
    .where(owner.column, '=', owner.id)
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

/** One picture of the owner that is not deleted (another owner's id finds nothing). */
export async function ownerPicture(db: Db | Trx, owner: PictureOwner, id: number) {
  return (await db
    .selectFrom('pictures')
    .select(PICTURE_COLUMNS)
    .where('id', '=', id)
    .where(owner.column, '=', owner.id)
    .where('deleted', '=', 0)
    .executeTakeFirst()) as PictureRow | undefined;
}

async function hasMainPicture(trx: Trx, owner: PictureOwner): Promise<boolean> {
  const row = await trx.selectFrom('pictures').select('id').where(owner.column, '=', owner.id).where('main_img', '=', 1).executeTakeFirst();
  return row !== undefined;
}

type NewPicture = { owner: PictureOwner; hash: string; fileType: string; size: number; width: number; height: number; now: number };

/** A local upload at the end of the gallery; main when the owner has no main image yet. */
export async function insertPicture(trx: Trx, p: NewPicture): Promise<number> {
  const last = await trx
    .selectFrom('pictures')
    .select((eb) => eb.fn.max('position').as('position'))
    .where(p.owner.column, '=', p.owner.id)
    .executeTakeFirst();
  const main = !(await hasMainPicture(trx, p.owner));
  const { id } = await trx
    .insertInto('pictures')
    .values({
      clinic_id: null,
      doctor_id: null,
      agent_id: null,
      [p.owner.column]: p.owner.id,
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

/** Makes `id` the owner's one main image (for clinics a partial unique index allows no second). */
export async function setMainPicture(trx: Trx, owner: PictureOwner, id: number, now: number) {
  await trx
    .updateTable('pictures')
    .set({ main_img: 0, updated: now })
    .where(owner.column, '=', owner.id)
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
export async function promoteMainPicture(trx: Trx, owner: PictureOwner, now: number) {
  if (await hasMainPicture(trx, owner)) return;
  const next = await trx
    .selectFrom('pictures')
    .select('id')
    .where(owner.column, '=', owner.id)
    .where('deleted', '=', 0)
    .orderBy('visible', 'desc')
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  if (next) await setMainPicture(trx, owner, next.id, now);
}
