// The read-only preview of a saved article or tag (GET /preview/article/{token}), as a reader of
// the portal would see it whether published or not: the image with its alt and description, the
// name, the teaser and both texts. Plain fields are escaped; the texts were sanitised when saved
// (the one allow-list of common/richText.ts), so they are shown as stored.

import { escapeHtml, page } from '../catalogue/previewPage';
import type { ArticleDetail } from './articleAnswers';

export function articlePreviewPage(a: ArticleDetail): string {
  const image = a.media
    ? `<figure><img src="${escapeHtml(a.media.url)}" alt="${escapeHtml(a.mediaAlt)}" style="max-width:100%">${
        a.mediaDescription ? `<figcaption>${escapeHtml(a.mediaDescription)}</figcaption>` : ''
      }</figure>`
    : '';
  const dated = `<p><time datetime="${escapeHtml(a.publishedDT)}">${escapeHtml(a.publishedDT.split('-').reverse().join('.'))}</time></p>`;
  const body = `<article lang="${a.locals.toLowerCase()}"><header><h1>${escapeHtml(a.name)}</h1>${dated}<p>${escapeHtml(a.teaser)}</p></header>${image}<section>${a.text}</section>${
    a.textLong ? `<section>${a.textLong}</section>` : ''
  }</article>`;
  return page(a.name, body);
}
