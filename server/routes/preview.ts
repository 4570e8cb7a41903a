// GET /preview/clinic/{token}, /preview/doctor/{token} and /preview/article/{token}: the read-only preview of a clinic's or a
// doctor's RU profile that a preview link opens when no PUBLIC_PORTAL_URL is configured. Public (the token is the key), never cached;
// 404 for an unknown token, 410 once it has expired.
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../http/typedRoutes';
import { findPreviewToken } from '../repositories/previewTokens';
import { publicProfile } from '../repositories/publicProfile';
import { articleDetailAnswer } from '../services/articles/articleAnswers';
import { articlePreviewPage } from '../services/articles/articlePreviewPage';
import { clinicPreviewPage, expiredPage } from '../services/catalogue/previewPage';
import { doctorPreview } from '../services/doctors/doctorPreview';
import { doctorPreviewPage } from '../services/doctors/doctorPreviewPage';
import { digest } from '../services/tokens';

const params = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } },
} as const;

const page = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const pages = { 200: page("The clinic's RU profile."), 404: page('An unknown token.'), 410: page('An expired token.') };

export default async function previewRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Preview');
  app.get('/preview/clinic/:token', { config: { access: 'public' }, schema: { params, response: pages } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    const found = await findPreviewToken(app.db, digest(request.params.token));
    if (found?.kind !== 'CLINIC') return reply.code(404).send(expiredPage());
    if (Number(found.expires) < Date.now()) return reply.code(410).send(expiredPage());
    const profile = await publicProfile(app.db, found.owner_id, 'RU');
    if (!profile.texts) return reply.code(404).send(expiredPage());
    return clinicPreviewPage(profile);
  });

  const doctorPages = { 200: page("The doctor's RU profile."), 404: pages[404], 410: pages[410] };
  app.get('/preview/doctor/:token', { config: { access: 'public' }, schema: { params, response: doctorPages } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    const found = await findPreviewToken(app.db, digest(request.params.token));
    if (found?.kind !== 'DOCTOR') return reply.code(404).send(expiredPage());
    if (Number(found.expires) < Date.now()) return reply.code(410).send(expiredPage());
    const preview = await doctorPreview(app.db, Number(found.owner_id));
    if (!preview) return reply.code(404).send(expiredPage());
    return doctorPreviewPage(preview);
  });

  const articlePages = { 200: page('The article or tag as the portal would show it.'), 404: pages[404], 410: pages[410] };
  app.get(
    '/preview/article/:token',
    { config: { access: 'public' }, schema: { params, response: articlePages } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
      const found = await findPreviewToken(app.db, digest(request.params.token));
      if (found?.kind !== 'ARTICLE') return reply.code(404).send(expiredPage());
      if (Number(found.expires) < Date.now()) return reply.code(410).send(expiredPage());
      const article = await articleDetailAnswer(app.db, Number(found.owner_id));
      if (!article) return reply.code(404).send(expiredPage());
      return articlePreviewPage(article);
    },
  );
}
