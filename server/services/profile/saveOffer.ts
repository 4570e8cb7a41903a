// POST /api/admin/offer/{hash} after the schema passed: section 6 (001 §4). The response rate,
// price segment and recommended flag belong to the clinic (no language); the offer and the
// advantages are rich texts of the edit language, stored sanitised. One transaction: the version
// check, the write with its history row, and the completion mark of the edit language.

import type { EditLang } from '../../../common/lang';
import type { ClinicOfferForm } from '../../../schemas/clinicOffer';
import type { Db } from '../../db/kysely';
import { claimSectionVersion } from '../../http/version';
import { writeOffer } from '../../repositories/clinicOffer';
import { markSaved } from '../../repositories/completeEdit';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';
import { richTextValue } from './richTextValue';

export const OFFER_SECTION = 6;

/** Multipart sends the flag as text; an absent flag is off. */
const isOn = (value: unknown) => value === true || value === 'true';

/** The save inside a transaction the caller holds: the step's call, or a restore from the history.
 * `loaded`: the section version the form loaded (If-Match); undefined saves whatever is stored. */
export async function saveOfferIn(trx: Db, clinicId: number, form: ClinicOfferForm, actor: AuditActor, loaded?: number): Promise<void> {
  const lang = form.locals as EditLang;
  const columns = {
    response_rate: Number(form.responseRate),
    price_segment: form.priceSegment || null,
    recommended: isOn(form.recommended) ? 1 : 0,
  };
  const texts = { clinic_offer: richTextValue(form.clinicOffer), clinic_adv: richTextValue(form.clinicAdv) };
  const version = await claimSectionVersion(trx, clinicId, OFFER_SECTION, loaded);
  const write = () => writeOffer(trx, clinicId, lang, { columns, texts }, actor.userId);
  await trackChange(trx, actor, TRACKED.clinics, clinicId, write);
  // The clinic-wide fields have no language: the save marks the language it was made in.
  await markSaved(trx, clinicId, OFFER_SECTION, [lang], version);
}

/** `loaded`: the section version the form loaded (If-Match); undefined saves whatever is stored. */
export function saveOffer(db: Db, clinicId: number, form: ClinicOfferForm, actor: AuditActor, loaded?: number): Promise<void> {
  return db.transaction().execute((trx) => saveOfferIn(trx, clinicId, form, actor, loaded));
}
