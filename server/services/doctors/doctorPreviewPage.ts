// The read-only preview page of a doctor's RU profile (GET /preview/doctor/{token}), as the public
// would see it: local texts over the catalogue's, every value escaped, rich text as paragraphs.
import { translate } from '../../../i18n/interpolate';
import type { DoctorTexts } from '../../repositories/doctors';
import { escapeHtml, page, paragraphs } from '../catalogue/previewPage';

export type DoctorPreview = {
  texts: DoctorTexts;
  experience: number | null;
  languages: string[];
  specialties: string[];
  avatar: string | null;
};

export function doctorPreviewPage(p: DoctorPreview): string {
  const t = (key: string) => translate('ru', `server.doctors.${key}`);
  const facts: [string, string][] = [
    ['specialty', p.texts.specialty],
    ['medicalDegree', p.texts.medical_degree],
    ['experience', p.experience === null ? '' : String(p.experience)],
    ['languages', p.languages.join(', ')],
    ['specialties', p.specialties.join(', ')],
  ];
  const shown = facts.filter(([, value]) => value !== '');
  const photo = p.avatar ? `<img src="${escapeHtml(p.avatar)}" alt="${escapeHtml(p.texts.alt)}" width="160" height="160">` : '';
  const description = paragraphs(p.texts.description);
  return page(
    p.texts.name,
    `<header><p class="note">${escapeHtml(t('previewTitle'))}. ${escapeHtml(t('previewNote'))}</p>${photo}
<h1>${escapeHtml(p.texts.name)}</h1><p>${escapeHtml(p.texts.short_description)}</p>
<dl>${shown.map(([key, value]) => `<dt>${escapeHtml(t(key))}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl></header>
${description ? `<section>${description}</section>` : ''}`,
  );
}
