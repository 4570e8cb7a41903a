// GET /api/admin/doctors/{hash}: the clinic's doctors in the shape of 001 §3 "Doctor" (both layers
// keyed by language, completeEdit as cd/rd per language and doctor section) and its links.
import type { EditLang } from '../../../common/lang';
import type { Db } from '../../db/kysely';
import { clinicDoctorLinks, doctorsWithTexts } from '../../repositories/doctorList';
import { completeEditAnswer } from '../catalogue/clinicDetails';

type Rows = Awaited<ReturnType<typeof doctorsWithTexts>>;
type TextRow = Rows['l10n'][number];

const flag = (value: unknown) => Number(value) === 1;
const year = (value: number | null) => (value === null ? null : Number(value));

/** One language's list texts, or null when the layer has no row in it. */
const listTexts = (t: TextRow | undefined) =>
  t
    ? {
        name: t.name,
        medicalDegree: t.medical_degree,
        shortDescription: t.short_description,
        specialty: t.specialty,
        visible: flag(t.visible),
        alt: t.alt,
      }
    : null;

/** Both languages' list texts of a layer, keyed as the answer declares them. */
function textsOf(rows: TextRow[]): Record<EditLang, ReturnType<typeof listTexts>> {
  return { RU: listTexts(rows.find((t) => t.lang === 'RU')), EN: listTexts(rows.find((t) => t.lang === 'EN')) };
}

/** Groups rows by their doctor_id. */
function byDoctor<Row extends { doctor_id: number }>(rows: Row[]) {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const id = Number(row.doctor_id);
    map.set(id, [...(map.get(id) ?? []), row]);
  }
  return (id: number) => map.get(id) ?? [];
}

export async function doctorListAnswer(db: Db, clinicId: number) {
  const links = await clinicDoctorLinks(db, clinicId);
  const rows = await doctorsWithTexts(
    db,
    links.map((l) => Number(l.doctor_id)),
  );
  const [l10n, ll10n, languages, marks] = [byDoctor(rows.l10n), byDoctor(rows.ll10n), byDoctor(rows.languages), byDoctor(rows.marks)];
  const doctors = new Map(rows.doctors.map((d) => [Number(d.id), d]));
  const codes = (id: number, local: number) =>
    languages(id)
      .filter((l) => Number(l.local) === local)
      .map((l) => l.code);
  return {
    doctors: links.flatMap((link) => {
      const d = doctors.get(Number(link.doctor_id));
      if (!d) return [];
      const id = Number(d.id);
      return [
        {
          id,
          hash: d.hash,
          slug: d.slug,
          l10n: textsOf(l10n(id)),
          ll10n: textsOf(ll10n(id)),
          birthYear: year(d.birth_year),
          lbirthYear: year(d.l_birth_year),
          experience: year(d.experience),
          lexperience: year(d.l_experience),
          languages: codes(id, 0),
          llanguages: codes(id, 1),
          avatarHash: d.avatar_hash,
          avatarFileType: d.avatar_file_type,
          lavatarHash: d.l_avatar_hash,
          lavatarFileType: d.l_avatar_file_type,
          completeEdit: completeEditAnswer(marks(id)),
        },
      ];
    }),
    clinicDoctors: links.map((l) => ({ doctorId: Number(l.doctor_id), published: flag(l.published) })),
  };
}
