// Reading a video save (002 §7 PUT /api/admin/video/{id}): lists of ids as JSON arrays, repeated
// form fields or comma-separated text; clinicCategories as an object or as form fields named
// `clinicCategories[<clinicId>]`. Every id is checked against the stored data (a clinic that is
// gone: 002 §8 'Клиника не найдена или была удалена'), repeats are dropped (002 §5 "Video").

import { VIDEO_TEXT_TYPES } from '../../../resources/video/calls';
import type { Db } from '../../db/kysely';
import { FieldErrors } from '../../http/errors';
import { clinicCategoryIds, existing, LINK_NAMES, type LinkName, type VideoLinks } from '../../repositories/videos';

const TABLE_OF: Record<LinkName, 'categories' | 'specialties' | 'clinics' | 'doctors' | 'articles'> = {
  specialties: 'categories',
  diseases: 'specialties',
  clinics: 'clinics',
  doctors: 'doctors',
  texts: 'articles',
};

type Body = Record<string, unknown>;

/** Ids from an array, a comma list or a single value; anything that is not an id is -1 (refused). */
function idsOf(value: unknown): number[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value == null ? [] : [value];
  const ids = items.map((item) => String(item).trim()).filter((item) => item !== '');
  return [...new Set(ids.map((item) => (/^[1-9]\d{0,9}$/.test(item) ? Number(item) : -1)))];
}

function perClinicOf(body: Body): Record<string, number[]> {
  const given = body.clinicCategories;
  const entries =
    typeof given === 'object' && given !== null && !Array.isArray(given)
      ? Object.entries(given)
      : Object.entries(body).flatMap(([key, value]) => {
          const match = /^clinicCategories\[(\d+)\]$/.exec(key);
          return match ? [[match[1], value] as [string, unknown]] : [];
        });
  return Object.fromEntries(entries.map(([clinic, ids]) => [clinic, idsOf(ids)]));
}

/** The links of a save, each id known (else a field error naming the list). */
export async function videoLinks(db: Db, body: Body): Promise<VideoLinks> {
  const links = Object.fromEntries(LINK_NAMES.map((name) => [name, idsOf(body[name])])) as Omit<VideoLinks, 'clinicCategories'>;
  const errors: Record<string, { key: string }[]> = {};
  for (const name of LINK_NAMES) {
    const found = await existing(db, TABLE_OF[name], links[name], name === 'texts' ? VIDEO_TEXT_TYPES : undefined);
    if (links[name].some((id) => !found.has(id)))
      errors[name] = [{ key: name === 'clinics' ? 'server.video.clinicMissing' : 'check.select' }];
  }
  const perClinic = perClinicOf(body);
  const offered = await clinicCategoryIds(db, links.clinics);
  const clinicCategories: Record<string, number[]> = {};
  for (const [clinic, ids] of Object.entries(perClinic)) {
    if (ids.length === 0) continue;
    const directions = offered.get(Number(clinic));
    // A direction the clinic does not offer, or a clinic that is not linked.
    if (!links.clinics.includes(Number(clinic)) || ids.some((id) => !directions?.has(id)))
      errors.clinicCategories = [{ key: 'check.select' }];
    clinicCategories[clinic] = ids;
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return { ...links, clinicCategories };
}

/** The video's own texts, trimmed. */
export const videoTexts = (body: Body) => ({
  title: String(body.title ?? '').trim(),
  url: String(body.url ?? '').trim(),
  description: String(body.description ?? '').trim(),
});
