// What a lead may point at: only what the portal shows (issue 22 point 3; docs/decisions.md "A lead
// names only what the portal shows"). A clinic is shown while it is ACTIVE and visible in at least
// one language; a doctor while active, visible in at least one language (the local layer's row
// where staff wrote one, else the catalogue's) and hired (clinic_doctors.published) by the lead's
// clinic, or, for a lead without a clinic, by at least one shown clinic.
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/tables';

type Clinics = ExpressionBuilder<Database, 'clinics'>;

/** The clinics row is shown: ACTIVE, and visible in some language. */
const clinicShown = (eb: Clinics) =>
  eb.and([
    eb('clinics.state', '=', 'ACTIVE'),
    eb.exists(
      eb.selectFrom('clinic_l10n as l').select('l.clinic_id').whereRef('l.clinic_id', '=', 'clinics.id').where('l.visible', '=', 1),
    ),
  ]);

export async function isShownClinic(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('clinics').select('id').where('id', '=', id).where(clinicShown).executeTakeFirst();
  return row !== undefined;
}

/** The doctor `doctorId` is shown, at `clinicId` when given, else at some shown clinic. */
export async function isShownDoctor(db: Db, doctorId: number, clinicId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('doctors as d')
    .select('d.id')
    .where('d.id', '=', doctorId)
    .where('d.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('doctor_ll10n as o').select('o.doctor_id').whereRef('o.doctor_id', '=', 'd.id').where('o.visible', '=', 1)),
        // The catalogue's row counts only in a language staff have not written.
        eb.exists(
          eb
            .selectFrom('doctor_l10n as m')
            .select('m.doctor_id')
            .whereRef('m.doctor_id', '=', 'd.id')
            .where('m.visible', '=', 1)
            .where((sub) =>
              sub.not(
                sub.exists(
                  sub
                    .selectFrom('doctor_ll10n as o')
                    .select('o.doctor_id')
                    .whereRef('o.doctor_id', '=', 'm.doctor_id')
                    .whereRef('o.lang', '=', 'm.lang'),
                ),
              ),
            ),
        ),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('clinic_doctors as cd')
          .select('cd.doctor_id')
          .whereRef('cd.doctor_id', '=', 'd.id')
          .where('cd.published', '=', 1)
          .$if(clinicId !== null, (q) => q.where('cd.clinic_id', '=', clinicId as number))
          .$if(clinicId === null, (q) =>
            q.where('cd.clinic_id', 'in', (sub) => sub.selectFrom('clinics').select('clinics.id').where(clinicShown)),
          ),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}
