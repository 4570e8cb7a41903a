// GET /preview/clinic/{token}, /preview/doctor/{token} and /preview/article/{token} (declared in
// resources/preview/calls.ts): the read-only preview of a clinic's or a doctor's RU profile, or of
// an article, that a preview link opens when no PUBLIC_PORTAL_URL is configured. Public (the token
// is the key), never cached; 404 for an unknown token, 410 once it has expired.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { previewCalls } from '../../resources/preview/calls';
import { registerCalls } from '../http/registerCalls';
import { findPreviewToken } from '../repositories/previewTokens';
import { publicProfile } from '../repositories/publicProfile';
import { articleDetailAnswer } from '../services/articles/articleAnswers';
import { articlePreviewPage } from '../services/articles/articlePreviewPage';
import { clinicPreviewPage, expiredPage } from '../services/catalogue/previewPage';
import { doctorPreview } from '../services/doctors/doctorPreview';
import { doctorPreviewPage } from '../services/doctors/doctorPreviewPage';
import { digest } from '../services/tokens';

type Kind = 'CLINIC' | 'DOCTOR' | 'ARTICLE';

/** The page of the owner a live token of `kind` names, or the refusal (404 unknown, 410 expired,
 * 404 when its owner has nothing to show). */
async function preview(
  app: FastifyInstance,
  token: string,
  kind: Kind,
  reply: FastifyReply,
  page: (ownerId: number) => Promise<string | undefined>,
) {
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
  const found = await findPreviewToken(app.db, digest(token));
  if (found?.kind !== kind) return reply.code(404).send(expiredPage());
  if (Number(found.expires) < Date.now()) return reply.code(410).send(expiredPage());
  const html = await page(Number(found.owner_id));
  return html === undefined ? reply.code(404).send(expiredPage()) : html;
}

export default async function previewRoutes(app: FastifyInstance) {
  registerCalls(app, previewCalls, {
    clinicPreview: (request, reply) =>
      preview(app, request.params.token, 'CLINIC', reply, async (clinicId) => {
        const profile = await publicProfile(app.db, clinicId, 'RU');
        return profile.texts ? clinicPreviewPage(profile) : undefined;
      }),
    doctorPreview: (request, reply) =>
      preview(app, request.params.token, 'DOCTOR', reply, async (doctorId) => {
        const found = await doctorPreview(app.db, doctorId);
        return found ? doctorPreviewPage(found) : undefined;
      }),
    articlePreview: (request, reply) =>
      preview(app, request.params.token, 'ARTICLE', reply, async (articleId) => {
        const article = await articleDetailAnswer(app.db, articleId);
        return article ? articlePreviewPage(article) : undefined;
      }),
  });
}
