// A hub's save after its schema passed (POST /api/admin/savehub, and a restore from the history):
// the row and its language rows with the version check (If-Match) and the history row, inside the
// caller's transaction.
import type { HubForm } from '../../../schemas/hub';
import type { Db } from '../../db/kysely';
import { claimVersion } from '../../http/version';
import { saveHub } from '../../repositories/hubs';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackSave } from '../history/track';

const text = (value: unknown) => String(value ?? '').trim();

/** Saves the hub `id` (undefined: a new one); `loaded` is the version its form loaded. Answers its
 * id, undefined when there is no such hub. */
export async function saveHubIn(trx: Db, id: number | undefined, form: HubForm, actor: AuditActor, loaded?: number) {
  const input = {
    slug: text(form.slug),
    name: { RU: text(form.nameRU), EN: text(form.nameEN) },
    seo: { RU: text(form.seoRU), EN: text(form.seoEN) },
  };
  return trackSave(trx, actor, TRACKED.hubs, id, async () => saveHub(trx, id, input, await claimVersion(trx, 'hubs', id, loaded)));
}
