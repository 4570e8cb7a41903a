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
import { loadedVersion } from '../http/version';
import { listCities, setCityPriority } from '../repositories/cities';
import { listHubs, setHubPriority } from '../repositories/hubs';
import { cityAnswer, hubAnswer } from '../services/geo/geoAnswers';
import { saveCityIn } from '../services/geo/saveCity';
import { saveHubIn } from '../services/geo/saveHub';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { changeTracked } from '../services/history/track';

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
      const [id, loaded] = [rowId(request.body.id), loadedVersion(request)];
      return saving(app, (trx) => saveCityIn(trx, id, request.body, actorOf(request), loaded));
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
      const [id, loaded] = [rowId(request.body.id), loadedVersion(request)];
      return saving(app, (trx) => saveHubIn(trx, id, request.body, actorOf(request), loaded));
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
