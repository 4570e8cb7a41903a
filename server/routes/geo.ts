// Cities and hubs (002 §7 "Cities and hubs"), declared in resources/cities/calls.ts and
// resources/hubs/calls.ts. Saves take form data and answer field errors under `error`; a slug
// already used by another row is a field error, not a 500. A save with an id that carries the
// loaded version (If-Match) is refused with 409 when the row changed since.
import type { FastifyInstance } from 'fastify';
import { cityCalls } from '../../resources/cities/calls';
import { hubCalls } from '../../resources/hubs/calls';
import { isUniqueViolation } from '../db/dialect';
import { ApiError, fieldError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { claimVersion, loadedVersion } from '../http/version';
import { listCities, saveCity, setCityPriority } from '../repositories/cities';
import { hubExists, listHubs, saveHub, setHubPriority } from '../repositories/hubs';
import { cityAnswer, hubAnswer } from '../services/geo/geoAnswers';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { changeTracked, trackSave } from '../services/history/track';

const text = (value: unknown) => String(value ?? '').trim();
/** id 0, '' or absent means a new row. */
const rowId = (value: unknown) => (Number(value) > 0 ? Number(value) : undefined);

/** Runs a save; a duplicate slug becomes a field error and a missing row a 404. */
async function saving(app: FastifyInstance, save: (trx: typeof app.db) => Promise<number | undefined>) {
  try {
    const id = await app.db.transaction().execute(save);
    if (id === undefined) throw new ApiError(404, 'server.error.notFound');
    return { id };
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('slug', 'check.slugTaken');
    throw error;
  }
}

export default async function geoRoutes(app: FastifyInstance) {
  registerCalls(app, cityCalls, {
    listCities: async () => {
      const [cities, hubs] = await Promise.all([listCities(app.db), listHubs(app.db)]);
      return { cities: cities.map(cityAnswer), hubs: hubs.map(hubAnswer) };
    },

    saveCity: async (request) => {
      const body = request.body;
      const hubId = Number(body.hubId);
      if (!(await hubExists(app.db, hubId))) throw fieldError('hubId', 'check.select');
      const input = {
        slug: text(body.slug),
        region: Number(body.region),
        hubId,
        nameRU: text(body.nameRU),
        nameEN: text(body.nameEN),
        place: text(body.place),
      };
      const [id, loaded] = [rowId(body.id), loadedVersion(request)];
      return saving(app, (trx) =>
        trackSave(trx, actorOf(request), TRACKED.cities, id, async () =>
          saveCity(trx, id, input, await claimVersion(trx, 'cities', id, loaded)),
        ),
      );
    },

    setCityPriority: async (request) => {
      const { cityId, priority } = request.body;
      const set = (trx: typeof app.db) => setCityPriority(trx, Number(cityId), Number(priority));
      if (!(await changeTracked(app.db, actorOf(request), TRACKED.cities, Number(cityId), set)))
        throw new ApiError(404, 'server.error.notFound');
      return {};
    },
  });

  registerCalls(app, hubCalls, {
    // Also a reference load of the article and tag editors (their hub filter and picks).
    listHubs: async () => ({
      hubs: (await listHubs(app.db)).map(hubAnswer),
    }),

    saveHub: async (request) => {
      const body = request.body;
      const input = {
        slug: text(body.slug),
        name: { RU: text(body.nameRU), EN: text(body.nameEN) },
        seo: { RU: text(body.seoRU), EN: text(body.seoEN) },
      };
      const [id, loaded] = [rowId(body.id), loadedVersion(request)];
      return saving(app, (trx) =>
        trackSave(trx, actorOf(request), TRACKED.hubs, id, async () =>
          saveHub(trx, id, input, await claimVersion(trx, 'hubs', id, loaded)),
        ),
      );
    },

    setHubPriority: async (request) => {
      const { hubId, priority } = request.body;
      const set = (trx: typeof app.db) => setHubPriority(trx, Number(hubId), Number(priority));
      if (!(await changeTracked(app.db, actorOf(request), TRACKED.hubs, Number(hubId), set)))
        throw new ApiError(404, 'server.error.notFound');
      return {};
    },
  });
}
