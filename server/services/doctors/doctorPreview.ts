// What the doctor preview page shows: the RU texts (local over catalogue), the career's first
// year, languages, specialties and the avatar (own over catalogue); undefined for a doctor
// without an RU text.
import type { Db } from '../../db/kysely';
import { doctorById, doctorLanguages, doctorSpecialties, doctorTexts } from '../../repositories/doctors';
import { imageUrl } from '../files/images';
import type { DoctorPreview } from './doctorPreviewPage';

export async function doctorPreview(db: Db, doctorId: number): Promise<DoctorPreview | undefined> {
  const doctor = await doctorById(db, doctorId);
  if (!doctor) return undefined;
  const local = doctor.l_experience !== null;
  const [{ local: _local, ...texts }, languages, specialties] = await Promise.all([
    doctorTexts(db, doctorId, 'RU'),
    doctorLanguages(db, doctorId, local),
    doctorSpecialties(db, doctorId),
  ]);
  if (!texts.name) return undefined;
  const hash = doctor.l_avatar_hash ?? doctor.avatar_hash;
  const type = doctor.l_avatar_hash ? doctor.l_avatar_file_type : doctor.avatar_file_type;
  return {
    texts,
    experience: doctor.l_experience ?? doctor.experience,
    languages,
    specialties: specialties.names.filter((n) => n.lang === 'RU').map((n) => n.name),
    avatar: hash && type ? imageUrl('doctor', hash, type, 'mid') : null,
  };
}
