// POST /api/admin/additional/{hash} after the schema passed: section 2 for the edit language
// (the texts) and the clinic's accreditations (no language), in one transaction with its mark.
// The description is rich text and is stored sanitized; the other texts are plain.
import type { ClinicAdditionalForm } from '../../../schemas/clinicAdditional';
import type { Db } from '../../db/kysely';
import type { Lang } from '../../db/tables';
import { claimSectionVersion } from '../../http/version';
import { writeAdditional } from '../../repositories/clinicProfile';
import { markSaved } from '../../repositories/completeEdit';
import { sanitizeHtml } from '../sanitizeHtml';
import { plainText, uniqueList } from './formValues';

export const ADDITIONAL_SECTION = 2;

/** `loaded`: the section version the form loaded (If-Match); undefined saves whatever is stored. */
export async function saveAdditional(
  db: Db,
  clinicId: number,
  form: ClinicAdditionalForm,
  userId: number | null,
  loaded?: number,
): Promise<void> {
  const lang = form.locals as Lang;
  const texts = {
    accreditation: plainText(form.accreditation, 10000),
    airport_address: plainText(form.airportAddress, 256),
    airport_way: plainText(form.airportWay, 5000),
    placement: plainText(form.placement, 5000),
    description: sanitizeHtml(String(form.description ?? '').trim()),
    seo_description: plainText(form.seoDescription, 2048),
    keywords: plainText(form.keywords, 256),
  };
  await db.transaction().execute(async (trx) => {
    const version = await claimSectionVersion(trx, clinicId, ADDITIONAL_SECTION, loaded);
    await writeAdditional(trx, clinicId, lang, texts, uniqueList(form.accrList), userId);
    await markSaved(trx, clinicId, ADDITIONAL_SECTION, [lang], version);
  });
}
