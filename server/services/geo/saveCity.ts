// A city's save after its schema passed (POST /api/admin/city, and a restore from the history):
// the hub must exist (refused on `hubId`), then the row and its language rows with the version
// check (If-Match) and the history row, inside the caller's transaction.
import type { CityForm } from '../../../schemas/city';
import type { Db } from '../../db/kysely';
import { fieldError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import { saveCity } from '../../repositories/cities';
import { hubExists } from '../../repositories/hubs';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackSave } from '../history/track';

const text = (value: unknown) => String(value ?? '').trim();

/** Saves the city `id` (undefined: a new one); `loaded` is the version its form loaded. Answers
 * its id, undefined when there is no such city. */
export async function saveCityIn(trx: Db, id: number | undefined, form: CityForm, actor: AuditActor, loaded?: number) {
  const hubId = Number(form.hubId);
  if (!(await hubExists(trx, hubId))) throw fieldError('hubId', 'check.select');
  const input = {
    slug: text(form.slug),
    region: Number(form.region),
    hubId,
    nameRU: text(form.nameRU),
    nameEN: text(form.nameEN),
    place: text(form.place),
  };
  return trackSave(trx, actor, TRACKED.cities, id, async () => saveCity(trx, id, input, await claimVersion(trx, 'cities', id, loaded)));
}
