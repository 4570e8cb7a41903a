// The read-only preview page of a clinic's profile, as the public would see it: plain HTML with
// every value escaped; rich text is reduced to its paragraphs of text.
import { translate } from '../../../i18n/interpolate';
import type { publicProfile } from '../../repositories/publicProfile';

type Profile = Awaited<ReturnType<typeof publicProfile>>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Rich text as escaped paragraphs: block ends become breaks, every tag goes. */
export function paragraphs(html: string): string {
  const text = html
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2933;background:#f5f7fa}
main{max-width:880px;margin:0 auto;padding:24px}header{background:#fff;padding:24px;border-radius:8px}
.note{color:#52606d;font-size:14px}section{background:#fff;margin-top:16px;padding:16px 24px;border-radius:8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{color:#52606d}ul{padding-left:20px}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function expiredPage(): string {
  const t = (key: string) => translate('ru', `server.clinics.${key}`);
  return page(t('previewTitle'), `<header><h1>${escapeHtml(t('previewTitle'))}</h1><p>${escapeHtml(t('previewExpired'))}</p></header>`);
}

export function clinicPreviewPage(p: Profile): string {
  const t = (key: string) => translate('ru', `server.clinics.${key}`);
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  const section = (key: string, content: string, show: boolean) =>
    show ? `<section><h2>${escapeHtml(t(key))}</h2>${content}</section>` : '';
  const facts: [string, unknown][] = [
    ['address', [p.city, p.texts?.address].filter(Boolean).join(', ')],
    ['phone', p.texts?.phone],
    ['email', p.texts?.email],
    ['website', p.texts?.website],
    ['rating', p.clinic?.rating],
    ['languages', p.languages.join(', ')],
    ['accreditations', p.accreditations.join(', ')],
  ];
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  const name = p.texts?.name ?? '';
  return page(
    name,
    `<header><p class="note">${escapeHtml(t('previewTitle'))}. ${escapeHtml(t('previewNote'))}</p>
<h1>${escapeHtml(name)}</h1><p>${escapeHtml(p.texts?.short_name ?? '')}</p>
<dl>${shown.map(([key, value]) => `<dt>${escapeHtml(t(key))}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl></header>
${paragraphs(p.profile?.description ?? '') ? `<section>${paragraphs(p.profile?.description ?? '')}</section>` : ''}
${section('specialties', list(p.specialties.map((s) => s.name)), p.specialties.length > 0)}
${section('services', list(p.services), p.services.length > 0)}
${section('doctors', list(p.doctors.map((d) => [d.name, d.specialty].filter(Boolean).join(' — '))), p.doctors.length > 0)}
${section(
  'reviews',
  p.reviews
    .map(
      (r) =>
        `<blockquote><p>${escapeHtml(r.review)}</p><footer>${escapeHtml(r.name)}, ${'★'.repeat(Number(r.rating))}</footer></blockquote>`,
    )
    .join(''),
  p.reviews.length > 0,
)}`,
  );
}
