// An employee's base tab saved (POST /api/admin/user, and a restore from the history): the name
// and time zone with the version check (If-Match) and the history row, inside the caller's
// transaction. Nothing else of an account goes through here: its e-mail, roles and block are
// security events of their own (accountChanges.ts).
import type { UserBaseForm } from '../../../schemas/userBase';
import type { Db } from '../../db/kysely';
import { claimVersion } from '../../http/version';
import { saveUserBase } from '../../repositories/userAdmin';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';

/** Saves the base tab of account `userId`; `loaded` is the version its form loaded. */
export async function saveUserBaseIn(trx: Db, userId: number, form: UserBaseForm, actor: AuditActor, loaded?: number) {
  const values = { name: String(form.name ?? '').trim(), timeZone: String(form.timeZone) };
  const version = (await claimVersion(trx, 'users', userId, loaded)) ?? Date.now();
  await trackChange(trx, actor, TRACKED.users, userId, () => saveUserBase(trx, userId, values, version));
}
