// Flat snapshots of one record's editable fields, by the names the forms and answers use, with
// per-language fields as `name.RU`, `name.EN`: the history diffs two of them (audit.ts), so a
// change names the field the user edited. Undefined: no such record (or it is deleted).
import type { EditLang } from '../../../common/lang';
import type { Db } from '../../db/kysely';
import { clinicDetails } from '../../repositories/clinics';
import { doctorById, doctorLanguages } from '../../repositories/doctors';
import { findMediaFile } from '../../repositories/mediaFiles';
import { reviewById, reviewLinks } from '../../repositories/reviews';
import { agentRow, cityRows, clinicRow, freeFileRow, hubRows, pictureRows, userRows } from '../../repositories/snapshotRows';
import { baseTexts, profileTexts } from '../catalogue/clinicDetails';
import { reviewFields } from '../reviews/reviewAnswers';
import type { Snapshot } from './audit';

export type SnapshotReader = (db: Db, id: number) => Promise<Snapshot | undefined>;

const flag = (value: unknown) => Number(value) === 1;

/** { name: 'x' } of language RU -> { 'name.RU': 'x' }. */
function inLang(lang: string, fields: Record<string, unknown>): Snapshot {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [`${field}.${lang}`, value]));
}

/** The per-language fields of every row, in one flat snapshot. */
function perLang<T extends { lang: string }>(rows: T[], fields: (row: T) => Record<string, unknown>): Snapshot {
  return Object.assign({}, ...rows.map((row) => inLang(row.lang, fields(row))));
}

export const citySnapshot: SnapshotReader = async (db, id) => {
  const [city, texts] = await cityRows(db, id);
  if (!city) return undefined;
  const own = { slug: city.slug, region: city.region, hubId: city.hub_id, priority: city.priority };
  return { ...own, ...perLang(texts, (t) => (t.lang === 'RU' ? { name: t.name, place: t.place } : { name: t.name })) };
};

export const hubSnapshot: SnapshotReader = async (db, id) => {
  const [hub, texts] = await hubRows(db, id);
  if (!hub) return undefined;
  return { slug: hub.slug, priority: hub.priority, ...perLang(texts, (t) => ({ name: t.name, seo: t.seo })) };
};

/** The offer and promotions steps' texts of one language (clinic_profile_l10n), by their wire names. */
const offerTexts = (p: { clinic_offer: string; clinic_adv: string; special_offer: string } | undefined) => ({
  clinicOffer: p?.clinic_offer ?? '',
  clinicAdv: p?.clinic_adv ?? '',
  specialOffer: p?.special_offer ?? '',
});

/** Everything staff edit on a clinic: the base, additional, offer and promotions steps, the list's
 * switches, the logo. */
export const clinicSnapshot: SnapshotReader = async (db, id) => {
  const clinic = await clinicRow(db, id);
  if (!clinic) return undefined;
  const d = await clinicDetails(db, id);
  // Both languages always, a missing row as its empty values: showing a language's switch
  // creates an empty row, which is not a change of its texts.
  const texts = (['RU', 'EN'] as const satisfies EditLang[]).map((lang) => {
    const base = d.texts.find((t) => t.lang === lang);
    const profile = d.profiles.find((p) => p.lang === lang);
    const fields = { ...baseTexts(base), visible: flag(base?.visible), ...profileTexts(profile), ...offerTexts(profile) };
    return inLang(lang, fields);
  });
  return Object.assign(
    {
      slug: clinic.slug,
      region: clinic.region,
      citySelect: clinic.city_id,
      cityIdList: d.cities.map((c) => c.city_id),
      latitude: clinic.latitude,
      longitude: clinic.longitude,
      rating: clinic.rating,
      timeZone: clinic.time_zone,
      languages: d.languages.map((l) => l.code),
      videoLinks: d.videos.map((v) => v.url),
      accrList: d.accreditations.map((a) => a.code),
      directLead: flag(clinic.direct_lead),
      superAgentId: clinic.super_agent_id,
      lLogo: clinic.l_logo_hash,
      responseRate: clinic.response_rate,
      priceSegment: clinic.price_segment,
      recommended: flag(clinic.recommended),
    },
    ...texts,
  );
};

export const pictureSnapshot: SnapshotReader = async (db, id) => {
  const [picture, alts] = await pictureRows(db, id);
  if (!picture) return undefined;
  const own = { clinicId: picture.clinic_id, hash: picture.hash, main: flag(picture.main_img), visible: flag(picture.visible) };
  return { ...own, ...perLang(alts, (a) => ({ alt: a.alt })) };
};

/** A document: what staff see of it and change (its visibility); the name says which file it is. */
export const documentSnapshot: SnapshotReader = async (db, id) => {
  const file = await freeFileRow(db, id);
  if (!file) return undefined;
  return {
    clinicId: file.clinic_id,
    hash: file.hash,
    name: file.name,
    fileType: file.file_type,
    size: Number(file.size),
    visible: flag(file.visible),
  };
};

/** A doctor: staff's local layer (the catalogue's is the synchronisation's), by the forms' names. */
export const doctorSnapshot: SnapshotReader = async (db, id) => {
  const doctor = await doctorById(db, id);
  if (!doctor) return undefined;
  const [texts, languages] = await Promise.all([
    db.selectFrom('doctor_ll10n').selectAll().where('doctor_id', '=', id).execute(),
    doctorLanguages(db, id, true),
  ]);
  const own = { slug: doctor.slug, experience: doctor.l_experience, languages, avatar: doctor.l_avatar_hash };
  return {
    ...own,
    ...perLang(texts, (t) => ({
      name: t.name,
      medicalDegree: t.medical_degree,
      shortDescription: t.short_description,
      specialty: t.specialty,
      seoDescription: t.seo_description,
      keywords: t.keywords,
      description: t.description,
      visible: flag(t.visible),
      alt: t.alt,
    })),
  };
};

/** A review: everything the modal edits, its picks, its avatar and its visibility. */
export const reviewSnapshot: SnapshotReader = async (db, id) => {
  const review = await reviewById(db, id);
  if (!review) return undefined;
  return { ...reviewFields(review), ...(await reviewLinks(db, id)), avatarHash: review.avatar_hash, visible: flag(review.visible) };
};

export const agentSnapshot: SnapshotReader = async (db, id) => {
  const agent = await agentRow(db, id);
  return agent && { main: flag(agent.main_agent) };
};

/** An account: never its password hash (a password change is an event with no values). */
export const userSnapshot: SnapshotReader = async (db, id) => {
  const [user, roles] = await userRows(db, id);
  if (!user) return undefined;
  const avatar = user.avatar_hash && `${user.avatar_hash}.${user.avatar_file_type}`;
  return { email: user.email, name: user.name, state: user.state, timeZone: user.time_zone, avatar, roles: roles.map((r) => r.role) };
};

/** A media library file: its name (which file it is), its alt text and its frame. */
export const mediaFileSnapshot: SnapshotReader = async (db, id) => {
  const file = await findMediaFile(db, id);
  if (!file) return undefined;
  return { name: `${file.hash}.${file.file_type}`, alt: file.alt, xsize: file.xsize, ysize: file.ysize, size: file.size };
};
