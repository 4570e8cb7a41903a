// SEO pages (002 §2 "SEO pages", §5, §7 "SEO pages"): the tree of one city and language, one page
// in one language, its save (field errors under `error`; If-Match: the version of that language's
// texts, 409 when it changed since), the main flag, and the disease search by Russian name (ours:
// one index range, no scan). ADMIN-only; every write is in the history. Declared in
// resources/seopages/calls.ts.
import type { FastifyInstance } from 'fastify';
import type { CallAnswer } from '../../common/calls';
import type { EditLang } from '../../common/lang';
import { seoPageCalls } from '../../resources/seopages/calls';
import { prefixRange, searchKey } from '../db/dialect';
import { ApiError } from '../http/errors';
import { yes } from '../http/flagValue';
import { type JsonAnswer, sendJson } from '../http/gzipped';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { diseasesByName, pageById, setMain, stateNow } from '../repositories/seoPages';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { changeTracked } from '../services/history/track';
import { saveSeoPage } from '../services/seo/saveSeoPage';
import { seoPageAnswer, seoTreeAnswer } from '../services/seo/seoPageAnswers';
import { StateCache } from '../services/stateCache';

/** Trees a node keeps: every city in both languages (a tree of a big city is ~0.5 MB of JSON). */
const KEPT_TREES = 200;
/** Matches shown at once: the box lists names, a longer list would not be read. */
const DISEASES_SHOWN = 30;
const editLang = (value: string) => value.toUpperCase() as EditLang;
const idOrNull = (value: string | undefined) => (Number(value) > 0 ? Number(value) : null);

/** The tree as its JSON text (gzipped when asked), sent as it is. */
type Tree = CallAnswer<typeof seoPageCalls.calls.seoTree>;

export default async function seoPageRoutes(app: FastifyInstance) {
  // Trees answered in the current database state, as JSON text (gzipped once when asked): staff
  // switch cities and languages back and forth, and a hit costs no statement beyond the session's
  // (services/stateCache.ts).
  const trees = new StateCache<JsonAnswer>(KEPT_TREES);

  registerCalls(app, seoPageCalls, {
    seoTree: async (request, reply) => {
      const locals = editLang(request.query.locals);
      const cityId = Number(request.query.cityId || 0);
      const key = `${locals}/${cityId}`;
      const cached = trees.get(request.dbState, key);
      if (cached) return sendJson(request, reply, cached) as unknown as Tree;
      // The state the session's lookup read moments ago (plugins/session.ts) is the "before".
      const before = request.dbState;
      const answer = { json: JSON.stringify(await seoTreeAnswer(app.db, locals, cityId)) };
      // Nothing committed while it was read: exact for that state.
      if (before && (await stateNow(app.db, app.dialect)) === before) trees.set(before, key, answer);
      return sendJson(request, reply, answer) as unknown as Tree;
    },

    getSeoPage: async (request) => {
      const q = request.query;
      return seoPageAnswer(app.db, { cid: Number(q.cid), sid: idOrNull(q.sid), ct: idOrNull(q.ct) }, editLang(q.locals));
    },

    saveSeoPage: async (request) => {
      const place = await saveSeoPage(app.db, request.body, actorOf(request), loadedVersion(request));
      return seoPageAnswer(app.db, place, request.body.locals as EditLang);
    },

    saveSeoPageMain: async (request) => {
      const pageId = Number(request.body.id);
      const locals = editLang(request.body.locals);
      if (!(await pageById(app.db, pageId))) throw new ApiError(404, 'server.error.notFound');
      const main = yes(request.body.v);
      await changeTracked(app.db, actorOf(request), TRACKED.seopages, pageId, (trx) => setMain(trx, pageId, locals, main ? 1 : 0));
      return { id: pageId, locals, main };
    },

    searchDiseases: async (request) => {
      // A query with no letters or digits matches nothing rather than everything.
      if (!searchKey(request.query.query)) return { diseases: [] };
      const rows = await diseasesByName(app.db, prefixRange(request.query.query), DISEASES_SHOWN);
      return { diseases: rows.map((row) => ({ id: row.id, name: row.name, active: Number(row.active) === 1 })) };
    },
  });
}
