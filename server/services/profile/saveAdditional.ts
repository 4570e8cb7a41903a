// POST /api/admin/additional/{hash} after the schema passed: section 2 for the edit language
// (the texts) and the clinic's accreditations (no language), in one transaction with its mark.
// The description is rich text and is stored sanitized; the other texts are plain.

import type { EditLang } from '../../../common/lang';
import type { ClinicAdditionalForm } from '../../../schemas/clinicAdditional';
import type { Db } from '../../db/kysely';
import { claimSectionVersion } from '../../http/version';
import { writeAdditional } from '../../repositories/clinicProfile';
import { markSaved } from '../../repositories/completeEdit';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';
import { sanitizeHtml } from '../sanitizeHtml';
import { plainText, uniqueList } from './formValues';

export const ADDITIONAL_SECTION = 2;

/** The save inside a transaction the caller holds: the step's call, or a restore from the history
 * that runs several saves as one. `loaded`: the section version the form loaded (If-Match);
 * undefined saves whatever is stored. */
export async function saveAdditionalIn(trx: Db, clinicId: number, form: ClinicAdditionalForm, actor: AuditActor, loaded?: number) {
  const lang = form.locals as EditLang;
  const texts = {
    accreditation: plainText(form.accreditation, 10000),
    airport_address: plainText(form.airportAddress, 256),
    airport_way: plainText(form.airportWay, 5000),
    placement: plainText(form.placement, 5000),
    description: sanitizeHtml(String(form.description ?? '').trim()),
    seo_description: plainText(form.seoDescription, 2048),
    keywords: plainText(form.keywords, 256),
  };
  const version = await claimSectionVersion(trx, clinicId, ADDITIONAL_SECTION, loaded);
  const write = () => writeAdditional(trx, clinicId, lang, texts, uniqueList(form.accrList), actor.userId);
  await trackChange(trx, actor, TRACKED.clinics, clinicId, write);
  await markSaved(trx, clinicId, ADDITIONAL_SECTION, [lang], version);
}

/** `loaded`: the section version the form loaded (If-Match); undefined saves whatever is stored. */
export function saveAdditional(db: Db, clinicId: number, form: ClinicAdditionalForm, actor: AuditActor, loaded?: number): Promise<void> {
  return db.transaction().execute((trx) => saveAdditionalIn(trx, clinicId, form, actor, loaded));
}
