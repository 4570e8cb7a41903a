// POST /api/admin/base/{hash} after the schema passed: the checks that need the database (slug
// free, cities exist), then one transaction that writes section 1 for the edit language, keeps
// the name index current and marks the section saved. A refused save changes nothing.

import type { EditLang } from '../../../common/lang';
import type { ClinicBaseForm } from '../../../schemas/clinicBase';
import type { FieldError } from '../../../schemas/validator';
import { isUniqueViolation } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { FieldErrors, fieldError } from '../../http/errors';
import { claimSectionVersion } from '../../http/version';
import { baseTextsOf, existingCityIds, slugOwner, writeBase } from '../../repositories/clinicProfile';
import { markSaved } from '../../repositories/completeEdit';
import type { Sql } from '../../repositories/rawSql';
import { noteStaffEdits } from '../../repositories/staffEdits';
import { nameSearchKey } from '../catalogue/clinicSearch';
import { refreshClinicSearch } from '../catalogue/clinicSearchIndex';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';
import { SLUG_MAX, slugify } from '../slug';
import { decimal, plainText, uniqueList } from './formValues';

export const BASE_SECTION = 1;

/** A blank slug is made from the short name, else the name, else the id; a taken one gets -2, -3... */
async function freeSlug(trx: Db, clinicId: number, form: ClinicBaseForm): Promise<string> {
  const base = slugify(plainText(form.shortName, 256)) || slugify(plainText(form.name, 256)) || `clinic-${clinicId}`;
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if ((await slugOwner(trx, candidate, clinicId)) === undefined) return candidate;
  }
  throw fieldError('slug', 'check.slugTaken');
}

/** The slug to store, and the field errors of the references the schema cannot see. */
async function checkReferences(trx: Db, clinicId: number, form: ClinicBaseForm, cityIds: number[]) {
  const errors: Record<string, FieldError[]> = {};
  const typed = slugify(plainText(form.slug, 256));
  if (typed && (await slugOwner(trx, typed, clinicId)) !== undefined) errors.slug = [{ key: 'check.slugTaken' }];
  const known = await existingCityIds(trx, [Number(form.citySelect), ...cityIds]);
  if (!known.has(Number(form.citySelect))) errors.citySelect = [{ key: 'check.select' }];
  if (cityIds.some((id) => !known.has(id))) errors.cityIdList = [{ key: 'check.select' }];
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return typed || (await freeSlug(trx, clinicId, form));
}

/** The save inside a transaction the caller holds (`sql.db`): the step's call, or a restore from
 * the history that runs several saves as one. `loaded`: the section version the form loaded
 * (If-Match); undefined saves whatever is stored. */
export async function saveBaseIn(sql: Sql, clinicId: number, form: ClinicBaseForm, actor: AuditActor, loaded?: number): Promise<void> {
  const trx = sql.db;
  const lang = form.locals as EditLang;
  const cityId = Number(form.citySelect);
  // The main city is one of the clinic's cities (the cityId filter of the list looks there).
  const cityIds = [...new Set([cityId, ...uniqueList(form.cityIdList).map(Number)])];
  const texts = {
    name: plainText(form.name, 256),
    short_name: plainText(form.shortName, 64),
    city: plainText(form.city, 64),
    address: plainText(form.address, 128),
    phone: plainText(form.phone, 64),
    email: plainText(form.email, 128),
    website: plainText(form.website, 128),
  };
  const searchName = Array.from(nameSearchKey(`${texts.short_name} ${texts.name}`))
    .slice(0, 512)
    .join('');
  const version = await claimSectionVersion(trx, clinicId, BASE_SECTION, loaded);
  const slug = await checkReferences(trx, clinicId, form, cityIds);
  const before = await baseTextsOf(trx, clinicId, lang);
  const columns = {
    slug,
    region: Number(form.region),
    city_id: cityId,
    latitude: decimal(form.latitude),
    longitude: decimal(form.longitude),
    rating: decimal(form.rating),
    ...(form.timeZone === undefined ? {} : { time_zone: plainText(form.timeZone, 64) || null }),
  };
  // The time zone is the catalogue's: a save that changes it is a staff edit the next
  // synchronisation replaces, counts and records (docs/catalogue-format.md "Who owns what").
  if (columns.time_zone !== undefined) await noteStaffEdits(trx, 'clinics', clinicId, { time_zone: columns.time_zone });
  const lists = { cityIds, languages: uniqueList(form.languages), videoLinks: uniqueList(form.videoLinks) };
  const row = { columns, texts: { ...texts, search_name: searchName }, lists };
  await trackChange(trx, actor, TRACKED.clinics, clinicId, () => writeBase(trx, clinicId, lang, row, actor.userId));
  if (before?.name !== texts.name || before?.short_name !== texts.short_name) await refreshClinicSearch(sql, [clinicId]);
  await markSaved(trx, clinicId, BASE_SECTION, [lang], version);
}

/** `loaded`: the section version the form loaded (If-Match); undefined saves whatever is stored. */
export async function saveBase(sql: Sql, clinicId: number, form: ClinicBaseForm, actor: AuditActor, loaded?: number): Promise<void> {
  try {
    await sql.db.transaction().execute((trx) => saveBaseIn({ ...sql, db: trx }, clinicId, form, actor, loaded));
  } catch (error) {
    // Another save took the slug between the check and the write.
    if (isUniqueViolation(error)) throw fieldError('slug', 'check.slugTaken');
    throw error;
  }
}
