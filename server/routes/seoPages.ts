// SEO pages (002 §2 "SEO pages", §5, §7 "SEO pages"): the tree of one city and language, one page
// in one language, its save (field errors under `error`; If-Match: the version of that language's
// texts, 409 when it changed since), the main flag, and the disease search by Russian name (ours:
// one index range, no scan). ADMIN-only; every write is in the history.
import type { FastifyInstance } from 'fastify';
import type { EditLang } from '../../common/lang';
import * as answers from '../../schemas/answers/seoPages';
import { seoPageSchema } from '../../schemas/seoPage';
import { prefixRange, searchKey } from '../db/dialect';
import { ApiError } from '../http/errors';
import { type JsonAnswer, sendJson } from '../http/gzipped';
import { typedRoutes } from '../http/typedRoutes';
import { loadedVersion } from '../http/version';
import { diseasesByName, pageById, setMain, stateNow } from '../repositories/seoPages';
import { flag, id, lang, yes } from '../services/catalogue/requestSchemas';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { changeTracked } from '../services/history/track';
import { saveSeoPage } from '../services/seo/saveSeoPage';
import { seoPageAnswer, seoTreeAnswer } from '../services/seo/seoPageAnswers';
import { StateCache } from '../services/stateCache';

const admin = { access: ['ADMIN'] as const };
const adminJson = { access: ['ADMIN'] as const, errorKey: 'error' as const };
/** Trees a node keeps: every city in both languages (a tree of a big city is ~0.5 MB of JSON). */
const KEPT_TREES = 200;
/** Matches shown at once: the box lists names, a longer list would not be read. */
const DISEASES_SHOWN = 30;
const optionalId = { type: 'string', pattern: '^\\d{0,9}$' } as const;
const editLang = (value: string) => value.toUpperCase() as EditLang;
const idOrNull = (value: string | undefined) => (Number(value) > 0 ? Number(value) : null);

const treeQuery = { type: 'object', required: ['locals'], properties: { locals: lang, cityId: optionalId } } as const;
const pageQuery = {
  type: 'object',
  required: ['cid', 'locals'],
  properties: { cid: { type: 'string', pattern: '^[1-9]\\d{0,8}$' }, sid: optionalId, ct: optionalId, locals: lang },
} as const;
const mainBody = { type: 'object', required: ['id', 'locals', 'v'], properties: { id, locals: lang, v: flag } } as const;
const diseaseQuery = {
  type: 'object',
  required: ['query'],
  properties: { query: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

export default async function seoPageRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'SEO pages');

  // Trees answered in the current database state, as JSON text (gzipped once when asked): staff
  // switch cities and languages back and forth, and a hit costs no statement beyond the session's
  // (services/stateCache.ts).
  const trees = new StateCache<JsonAnswer>(KEPT_TREES);
  const treeSchema = { querystring: treeQuery, response: { 200: answers.seoTreeAnswer } };
  app.get('/api/admin/getseopages', { config: admin, schema: treeSchema }, async (request, reply) => {
    const locals = editLang(request.query.locals);
    const cityId = Number(request.query.cityId || 0);
    const key = `${locals}/${cityId}`;
    const cached = trees.get(request.dbState, key);
    if (cached) return sendJson(request, reply, cached);
    // The state the session's lookup read moments ago (plugins/session.ts) is the "before".
    const before = request.dbState;
    const answer = { json: JSON.stringify(await seoTreeAnswer(app.db, locals, cityId)) };
    // Nothing committed while it was read: exact for that state.
    if (before && (await stateNow(app.db, app.dialect)) === before) trees.set(before, key, answer);
    return sendJson(request, reply, answer);
  });

  app.get(
    '/api/admin/seopage',
    { config: admin, schema: { querystring: pageQuery, response: { 200: answers.seoPageAnswer } } },
    async (request) => {
      const q = request.query;
      return seoPageAnswer(app.db, { cid: Number(q.cid), sid: idOrNull(q.sid), ct: idOrNull(q.ct) }, editLang(q.locals));
    },
  );

  app.post(
    '/api/admin/seopage',
    { config: adminJson, schema: { body: seoPageSchema, response: { 200: answers.seoPageAnswer } } },
    async (request) => {
      const place = await saveSeoPage(app.db, request.body, actorOf(request), loadedVersion(request));
      return seoPageAnswer(app.db, place, request.body.locals as EditLang);
    },
  );

  app.post(
    '/api/admin/seopage/savemain',
    { config: adminJson, schema: { body: mainBody, response: { 200: answers.savedMainAnswer } } },
    async (request) => {
      const pageId = Number(request.body.id);
      const locals = editLang(request.body.locals);
      if (!(await pageById(app.db, pageId))) throw new ApiError(404, 'server.error.notFound');
      const main = yes(request.body.v);
      await changeTracked(app.db, actorOf(request), TRACKED.seopages, pageId, (trx) => setMain(trx, pageId, locals, main ? 1 : 0));
      return { id: pageId, locals, main };
    },
  );

  app.get(
    '/api/admin/seopages/diseases',
    { config: admin, schema: { querystring: diseaseQuery, response: { 200: answers.diseaseSearchAnswer } } },
    async (request) => {
      // A query with no letters or digits matches nothing rather than everything.
      if (!searchKey(request.query.query)) return { diseases: [] };
      const rows = await diseasesByName(app.db, prefixRange(request.query.query), DISEASES_SHOWN);
      return { diseases: rows.map((row) => ({ id: row.id, name: row.name, active: Number(row.active) === 1 })) };
    },
  );
}
