// Creating and editing banners (002 §4 "Banner", §5 "Banners", §7) after their files were
// received: each description checked by the banner schema (the marker's alert for its type), its
// ids checked against the catalogue, its file stored re-encoded, and the rows, links and history
// written in one transaction. At most one banner per type (block) of a promo: a second one is 409.
// Files are stored before the commit and removed again when it fails.
import { BANNER_FACTS, type BannerType } from '../../../common/advert';
import { type BannerForm, bannerSchema } from '../../../schemas/banner';
import { validateFields } from '../../../schemas/validator';
import { isUniqueViolation } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { ApiError, FieldErrors, fieldError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import * as repo from '../../repositories/advert';
import { setLinks, unknownIds } from '../../repositories/advertLinks';
import type { Storage } from '../files/storage';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { recordCreated, trackChange } from '../history/track';
import { commaList, idsOf, valuesOf } from './advertInput';
import { type BannerFile, removeBanners, type StoredBanner, storeBanners } from './bannerFiles';

const LIST_FIELDS = ['pages', 'textType', 'categories', 'diseases', 'clinics'] as const;
const notFound = () => new ApiError(404, 'server.error.notFound');
const taken = () => new ApiError(409, 'app.advert.messages.exists');

/** A described banner, checked. */
export type Described = { type: BannerType; form: BannerForm };

/** The `banners` field's values: each a JSON list or one JSON object. */
export function parseDescriptions(values: readonly string[]): Record<string, unknown>[] {
  try {
    return values.flatMap((value) => {
      const parsed: unknown = JSON.parse(value);
      return (Array.isArray(parsed) ? parsed : [parsed]).map((item) => {
        if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new Error('not an object');
        return item as Record<string, unknown>;
      });
    });
  } catch {
    throw new ApiError(400, 'server.error.badRequest');
  }
}

/** Checks one description; with `prefixed` (a list of banners) its errors are keyed
 * `<TYPE>.<field>`. The clinic flow (the spec's first reading) has no markers: `withMarker` false
 * leaves them out. */
export function checkDescription(raw: Record<string, unknown>, prefixed: boolean, withMarker = true): Described | FieldErrors {
  const data: Record<string, unknown> = { ...raw };
  for (const name of LIST_FIELDS) if (data[name] != null) data[name] = commaList(data[name]);
  for (const name of ['url', 'marker']) if (typeof data[name] === 'number') data[name] = String(data[name]);
  const errors = validateFields(bannerSchema, data);
  if (!withMarker) delete errors.marker;
  const type = String(data.type ?? '') as BannerType;
  if (Object.keys(errors).length > 0) {
    const prefix = prefixed && type in BANNER_FACTS ? `${type}.` : '';
    return new FieldErrors(Object.fromEntries(Object.entries(errors).map(([field, list]) => [`${prefix}${field}`, list])));
  }
  return { type, form: data as BannerForm };
}

/** Every description checked; all their errors at once. */
export function checkDescriptions(raws: Record<string, unknown>[], withMarker = true): Described[] {
  const checked = raws.map((raw) => checkDescription(raw, true, withMarker));
  const errors = checked.filter((c): c is FieldErrors => c instanceof FieldErrors);
  if (errors.length > 0) throw new FieldErrors(Object.assign({}, ...errors.map((e) => e.fields)));
  return checked as Described[];
}

async function assertKnownIds(trx: Db, { type, form }: Described) {
  const lists = [
    ['categories', 'categories'],
    ['diseases', 'specialties'],
    ['clinics', 'clinics'],
  ] as const;
  for (const [field, table] of lists) {
    if ((await unknownIds(trx, table, idsOf(form[field]))).length > 0) throw fieldError(`${type}.${field}`, 'check.invalid');
  }
}

async function writeLinks(trx: Db, bannerId: number, form: BannerForm) {
  await setLinks(trx, 'bannerPages', bannerId, valuesOf(form.pages));
  await setLinks(trx, 'bannerTextTypes', bannerId, valuesOf(form.textType));
  await setLinks(trx, 'bannerCategories', bannerId, idsOf(form.categories));
  await setLinks(trx, 'bannerDiseases', bannerId, idsOf(form.diseases));
  await setLinks(trx, 'bannerClinics', bannerId, idsOf(form.clinics));
}

const imageColumns = (image: StoredBanner | undefined) => ({
  image_hash: image?.hash ?? null,
  image_file_type: image?.fileType ?? null,
  image_width: image?.width ?? null,
  image_height: image?.height ?? null,
});

const textValues = (form: BannerForm) => ({ url: String(form.url ?? '').trim(), marker: String(form.marker ?? '').trim() });

/**
 * Creates the described banners of a promo, each with its file (`files` by type; every one is
 * required on creation). Answers nothing: the caller answers the promo's banners.
 */
export async function createBanners(
  db: Db,
  storage: Storage,
  promoId: number,
  described: Described[],
  files: Map<BannerType, BannerFile>,
  fileField: (type: BannerType) => string,
  actor: AuditActor,
) {
  if (!(await repo.promoRow(db, promoId))) throw notFound();
  const types = described.map((d) => d.type);
  if (new Set(types).size !== types.length) throw taken();
  const missing = described.filter((d) => !files.has(d.type)).map((d) => fieldError(fileField(d.type), 'server.upload.noFile'));
  if (missing.length > 0) throw new FieldErrors(Object.assign({}, ...missing.map((e) => e.fields)));
  const existing = new Set((await repo.promoBanners(db, [promoId])).map((b) => b.type));
  if (types.some((type) => existing.has(type))) throw taken();
  for (const d of described) await assertKnownIds(db, d);
  const stored = await storeBanners(
    storage,
    described.map((d) => files.get(d.type) as BannerFile),
  );
  const imageOf = (type: BannerType) => stored.get((files.get(type) as BannerFile).field);
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.promoRow(trx, promoId))) throw notFound();
      for (const d of described) {
        const id = await repo.insertBanner(trx, promoId, d.type, { ...textValues(d.form), ...imageColumns(imageOf(d.type)) }, Date.now());
        await writeLinks(trx, id, d.form);
        await recordCreated(trx, actor, TRACKED.banners, id);
      }
    });
  } catch (error) {
    await removeBanners(storage, [...stored.values()]);
    throw isUniqueViolation(error) ? taken() : error;
  }
}

/** The edit of one banner: its description (links and lists replaced), a new image or none. */
export async function updateBanner(
  db: Db,
  storage: Storage,
  bannerId: number,
  change: { form?: BannerForm; file?: BannerFile; removeImage?: boolean },
  actor: AuditActor,
  loaded?: number,
) {
  const before = await repo.bannerRow(db, bannerId);
  if (!before) throw notFound();
  if (change.form) await assertKnownIds(db, { type: before.type as BannerType, form: change.form });
  const stored = change.file ? await storeBanners(storage, [change.file]) : new Map<string, StoredBanner>();
  const image = change.file ? stored.get(change.file.field) : undefined;
  let replaced: { hash: string; fileType: string } | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const version = await claimVersion(trx, 'banners', bannerId, loaded);
      const row = await repo.bannerRow(trx, bannerId);
      if (version === undefined || !row) throw notFound();
      const newImage = image || change.removeImage ? imageColumns(image) : {};
      await trackChange(trx, actor, TRACKED.banners, bannerId, async () => {
        await repo.updateBanner(trx, bannerId, { ...(change.form ? textValues(change.form) : {}), ...newImage }, version);
        if (change.form) await writeLinks(trx, bannerId, change.form);
      });
      if ('image_hash' in newImage && row.image_hash && row.image_file_type)
        replaced = { hash: row.image_hash, fileType: row.image_file_type };
    });
  } catch (error) {
    await removeBanners(storage, [...stored.values()]);
    throw error;
  }
  // The old image's files go only once nothing points at them any more.
  if (replaced) await removeBanners(storage, [replaced]).catch(() => undefined);
}
