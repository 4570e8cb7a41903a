// Saves of holders and promos (002 §7 "Promotions, banners, advertisers") after the schema
// passed: one transaction each with the version check (If-Match), the links, the history row.
// Ids that name nothing are refused on their field; a refused save changes nothing.
import type { AdvertiserForm } from '../../../schemas/advertiser';
import type { PromoForm } from '../../../schemas/promo';
import type { Db } from '../../db/kysely';
import { ApiError, fieldError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import * as repo from '../../repositories/advert';
import { setLinks, unknownIds } from '../../repositories/advertLinks';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { recordCreated, trackChange } from '../history/track';
import { dayMs } from './advertAnswers';
import { idsOf, optionalId } from './advertInput';

const notFound = () => new ApiError(404, 'server.error.notFound');

async function assertKnown(trx: Db, table: 'categories' | 'specialties' | 'clinics', ids: number[], field: string) {
  if ((await unknownIds(trx, table, ids)).length > 0) throw fieldError(field, 'check.invalid');
}

/** Locks an active record for its update: the version to store; 404 when it is gone. */
async function claimActive(trx: Db, table: 'advertisers' | 'promos', id: number, loaded: number | undefined) {
  const version = await claimVersion(trx, table, id, loaded);
  const row = table === 'advertisers' ? await repo.advertiserRow(trx, id) : await repo.promoRow(trx, id);
  if (version === undefined || !row) throw notFound();
  return version;
}

/** Creates (id undefined) or updates a holder; answers its id. */
export async function saveAdvertiser(db: Db, id: number | undefined, form: AdvertiserForm, actor: AuditActor, loaded?: number) {
  const name = String(form.name).trim();
  const clinicIds = idsOf(form.clinicIds);
  return db.transaction().execute(async (trx) => {
    await assertKnown(trx, 'clinics', clinicIds, 'clinicIds');
    if (id === undefined) {
      const created = await repo.insertAdvertiser(trx, name, Date.now());
      await setLinks(trx, 'advertiserClinics', created, clinicIds);
      await recordCreated(trx, actor, TRACKED.advertisers, created);
      return created;
    }
    const version = await claimActive(trx, 'advertisers', id, loaded);
    await trackChange(trx, actor, TRACKED.advertisers, id, async () => {
      await repo.updateAdvertiser(trx, id, name, version);
      await setLinks(trx, 'advertiserClinics', id, clinicIds);
    });
    return id;
  });
}

/** Creates (id undefined) or updates a promo of either payload shape; answers its id. An update
 * keeps what its shape does not send: the holder form sends no clinic, categories or diseases, the
 * clinic flow no holder, and neither may wipe what the other screen set. */
export async function savePromo(db: Db, id: number | undefined, form: PromoForm, actor: AuditActor, loaded?: number) {
  const sent = (field: keyof PromoForm) => id === undefined || form[field] !== undefined;
  const values: Partial<repo.PromoValues> & Pick<repo.PromoValues, 'name' | 'start_date' | 'end_date'> = {
    name: String(form.name).trim(),
    start_date: dayMs(String(form.startDate)),
    end_date: dayMs(String(form.endDate)),
    ...(sent('advertiserId') && { advertiser_id: optionalId(form.advertiserId) }),
    ...(sent('clinicId') && { clinic_id: optionalId(form.clinicId) }),
  };
  const targetsSent = sent('categories') || sent('diseases');
  const categories = idsOf(form.categories);
  const diseases = idsOf(form.diseases);
  return db.transaction().execute(async (trx) => {
    if (values.advertiser_id != null && !(await repo.advertiserRow(trx, values.advertiser_id)))
      throw fieldError('advertiserId', 'check.select');
    if (values.clinic_id != null) await assertKnown(trx, 'clinics', [values.clinic_id], 'clinicId');
    await assertKnown(trx, 'categories', categories, 'categories');
    await assertKnown(trx, 'specialties', diseases, 'diseases');
    const writeLinks = async (promoId: number) => {
      if (!targetsSent) return;
      await setLinks(trx, 'promoCategories', promoId, categories);
      await setLinks(trx, 'promoDiseases', promoId, diseases);
    };
    if (id === undefined) {
      const created = await repo.insertPromo(trx, { advertiser_id: null, clinic_id: null, ...values }, Date.now());
      await writeLinks(created);
      await recordCreated(trx, actor, TRACKED.promos, created);
      return created;
    }
    const version = await claimActive(trx, 'promos', id, loaded);
    await trackChange(trx, actor, TRACKED.promos, id, async () => {
      await repo.updatePromo(trx, id, values, version);
      await writeLinks(id);
    });
    return id;
  });
}

/** The soft delete of a holder or a promo (002 §4): recorded as a delete. */
export async function retire(db: Db, table: 'advertisers' | 'promos', id: number, actor: AuditActor, loaded?: number) {
  await db.transaction().execute(async (trx) => {
    const version = await claimActive(trx, table, id, loaded);
    const tracked = table === 'advertisers' ? TRACKED.advertisers : TRACKED.promos;
    const write = table === 'advertisers' ? repo.retireAdvertiser : repo.retirePromo;
    await trackChange(trx, actor, tracked, id, () => write(trx, id, version));
  });
}
