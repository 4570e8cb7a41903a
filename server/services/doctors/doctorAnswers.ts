// Answers of the doctor edit modal's calls (schemas/answers/doctors.ts): each section's form
// values for one edit language (local layer over the catalogue's), the doctor header, the marks.
import type { Selectable } from 'kysely';
import type { EditLang } from '../../../common/lang';
import type { DoctorsTable } from '../../db/doctorTables';
import type { Db } from '../../db/kysely';
import { doctorLanguages, doctorMarks, doctorSpecialties, doctorTexts } from '../../repositories/doctors';
import { completeEditAnswer } from '../catalogue/clinicDetails';
import { imageUrl } from '../files/images';
import { DOCTOR_SECTIONS, doctorSectionUpdated } from './doctorMarks';

type Doctor = Selectable<DoctorsTable>;
const LANGS: EditLang[] = ['RU', 'EN'];
const byLang = <T>(value: (lang: EditLang) => T) => ({ RU: value('RU'), EN: value('EN') });

async function header(db: Db, doctor: Doctor) {
  const [ru, en] = await Promise.all(LANGS.map((lang) => doctorTexts(db, doctor.id, lang)));
  const texts = { RU: ru, EN: en };
  return {
    id: Number(doctor.id),
    hash: doctor.hash,
    name: byLang((lang) => texts[lang].name),
    visible: byLang((lang) => Number(texts[lang].visible) === 1),
  };
}

export async function doctorBaseAnswer(db: Db, doctor: Doctor, lang: EditLang) {
  // Staff's choices exist once the base was saved here (a save always sets the career's year).
  const local = doctor.l_experience !== null;
  const [texts, languages, marks] = await Promise.all([
    doctorTexts(db, doctor.id, lang),
    doctorLanguages(db, doctor.id, local),
    doctorMarks(db, doctor.id),
  ]);
  const experience = doctor.l_experience ?? doctor.experience;
  return {
    base: {
      slug: doctor.slug,
      name: texts.name,
      medicalDegree: texts.medical_degree,
      shortDescription: texts.short_description,
      specialty: texts.specialty,
      experience: experience === null ? '' : String(experience),
      languages,
      seoDescription: texts.seo_description,
      keywords: texts.keywords,
      locals: lang,
      updated: doctorSectionUpdated(marks, DOCTOR_SECTIONS.base),
    },
    doctor: await header(db, doctor),
    completeEdit: completeEditAnswer(marks),
  };
}

export async function doctorDescriptionAnswer(db: Db, doctor: Doctor, lang: EditLang) {
  const [texts, marks] = await Promise.all([doctorTexts(db, doctor.id, lang), doctorMarks(db, doctor.id)]);
  return {
    description: { description: texts.description, locals: lang, updated: doctorSectionUpdated(marks, DOCTOR_SECTIONS.description) },
    doctor: await header(db, doctor),
    completeEdit: completeEditAnswer(marks),
  };
}

export async function doctorSpecialtiesAnswer(db: Db, doctorId: number) {
  const { ids, names } = await doctorSpecialties(db, doctorId);
  const nameOf = (id: number, lang: EditLang) => names.find((n) => Number(n.specialty_id) === id && n.lang === lang)?.name ?? '';
  const specialties = ids.map((id) => ({ id, name: byLang((lang) => nameOf(id, lang)) }));
  return { specialties: specialties.sort((a, b) => a.name.RU.localeCompare(b.name.RU, 'ru')) };
}

const avatarOf = (hash: string | null, fileType: string | null) =>
  hash && fileType ? { hash, fileType, url: imageUrl('doctor', hash, fileType), thumb: imageUrl('doctor', hash, fileType, 'thumb') } : null;

export async function doctorAvatarAnswer(db: Db, doctor: Doctor) {
  const [ru, en] = await Promise.all(LANGS.map((lang) => doctorTexts(db, doctor.id, lang)));
  return {
    lAvatar: avatarOf(doctor.l_avatar_hash, doctor.l_avatar_file_type),
    mAvatar: avatarOf(doctor.avatar_hash, doctor.avatar_file_type),
    alt: { RU: ru.alt, EN: en.alt },
  };
}
