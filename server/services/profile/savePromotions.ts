// POST /api/admin/promotions/{hash} after the schema passed: section 13 (001 §4), the special
// offer of the edit language, stored sanitised, in one transaction with its version check,
// history row and completion mark.

import type { EditLang } from '../../../common/lang';
import type { ClinicPromotionsForm } from '../../../schemas/clinicPromotions';
import type { Db } from '../../db/kysely';
import { claimSectionVersion } from '../../http/version';
import { writePromotion } from '../../repositories/clinicOffer';
import { markSaved } from '../../repositories/completeEdit';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';
import { richTextValue } from './richTextValue';

export const PROMOTIONS_SECTION = 13;

/** The save inside a transaction the caller holds: the step's call, or a restore from the history.
 * `loaded`: the section version the form loaded (If-Match); undefined saves whatever is stored. */
export async function savePromotionsIn(trx: Db, clinicId: number, form: ClinicPromotionsForm, actor: AuditActor, loaded?: number) {
  const lang = form.locals as EditLang;
  const specialOffer = richTextValue(form.specialOffer);
  const version = await claimSectionVersion(trx, clinicId, PROMOTIONS_SECTION, loaded);
  await trackChange(trx, actor, TRACKED.clinics, clinicId, () => writePromotion(trx, clinicId, lang, specialOffer, actor.userId));
  await markSaved(trx, clinicId, PROMOTIONS_SECTION, [lang], version);
}

/** `loaded`: the section version the form loaded (If-Match); undefined saves whatever is stored. */
export function savePromotions(db: Db, clinicId: number, form: ClinicPromotionsForm, actor: AuditActor, loaded?: number): Promise<void> {
  return db.transaction().execute((trx) => savePromotionsIn(trx, clinicId, form, actor, loaded));
}
