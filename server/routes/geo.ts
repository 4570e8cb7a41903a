// Cities and hubs (002 §7 "Cities and hubs"). Saves take form data and answer field errors
// under `error`; a slug already used by another row is a field error, not a 500. A save with an id
// that carries the loaded version (If-Match) is refused with 409 when the row changed since.
import type { FastifyInstance } from 'fastify';
import { citiesListAnswer, hubsListAnswer, priorityAnswer, savedRowAnswer } from '../../schemas/answers/geo';
import { citySchema } from '../../schemas/city';
import { hubSchema } from '../../schemas/hub';
import { isUniqueViolation } from '../db/dialect';
import { ApiError, fieldError } from '../http/errors';
import { typedRoutes } from '../http/typedRoutes';
import { claimVersion, loadedVersion } from '../http/version';
import { listCities, saveCity, setCityPriority } from '../repositories/cities';
import { hubExists, listHubs, saveHub, setHubPriority } from '../repositories/hubs';
import { cityAnswer, hubAnswer } from '../services/geo/geoAnswers';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { changeTracked, trackSave } from '../services/history/track';

const admin = { access: ['ADMIN'] as const, multipart: 'fields' as const, errorKey: 'error' as const };

const text = (value: unknown) => String(value ?? '').trim();
/** id 0, '' or absent means a new row. */
const rowId = (value: unknown) => (Number(value) > 0 ? Number(value) : undefined);

const rowChoice = { type: ['integer', 'string'], select: true } as const;
const priority = { enum: [0, 1, 2, '0', '1', '2'] } as const;
const cityPriorityBody = { type: 'object', required: ['cityId', 'priority'], properties: { cityId: rowChoice, priority } } as const;
const hubPriorityBody = { type: 'object', required: ['hubId', 'priority'], properties: { hubId: rowChoice, priority } } as const;

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

export default async function geoRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Cities and hubs');
  app.get('/api/admin/citieslist', { config: { access: ['ADMIN'] }, schema: { response: { 200: citiesListAnswer } } }, async () => {
    const [cities, hubs] = await Promise.all([listCities(app.db), listHubs(app.db)]);
    return { cities: cities.map(cityAnswer), hubs: hubs.map(hubAnswer) };
  });

  app.post('/api/admin/city', { config: admin, schema: { body: citySchema, response: { 200: savedRowAnswer } } }, async (request) => {
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
  });

  const cityPrioritySchema = { body: cityPriorityBody, response: { 200: priorityAnswer } };
  app.post('/api/admin/citypriority', { config: admin, schema: cityPrioritySchema }, async (request) => {
    const { cityId, priority } = request.body;
    const set = (trx: typeof app.db) => setCityPriority(trx, Number(cityId), Number(priority));
    if (!(await changeTracked(app.db, actorOf(request), TRACKED.cities, Number(cityId), set)))
      throw new ApiError(404, 'server.error.notFound');
    return {};
  });

  // Also a reference load of the article and tag editors (their hub filter and picks).
  app.get(
    '/api/admin/hubslist',
    { config: { access: ['ADMIN', 'REDACTOR'] }, schema: { response: { 200: hubsListAnswer } } },
    async () => ({
      hubs: (await listHubs(app.db)).map(hubAnswer),
    }),
  );

  app.post('/api/admin/savehub', { config: admin, schema: { body: hubSchema, response: { 200: savedRowAnswer } } }, async (request) => {
    const body = request.body;
    const input = {
      slug: text(body.slug),
      name: { RU: text(body.nameRU), EN: text(body.nameEN) },
      seo: { RU: text(body.seoRU), EN: text(body.seoEN) },
    };
    const [id, loaded] = [rowId(body.id), loadedVersion(request)];
    return saving(app, (trx) =>
      trackSave(trx, actorOf(request), TRACKED.hubs, id, async () => saveHub(trx, id, input, await claimVersion(trx, 'hubs', id, loaded))),
    );
  });

  const hubPrioritySchema = { body: hubPriorityBody, response: { 200: priorityAnswer } };
  app.post('/api/admin/hubpriority', { config: admin, schema: hubPrioritySchema }, async (request) => {
    const { hubId, priority } = request.body;
    const set = (trx: typeof app.db) => setHubPriority(trx, Number(hubId), Number(priority));
    if (!(await changeTracked(app.db, actorOf(request), TRACKED.hubs, Number(hubId), set)))
      throw new ApiError(404, 'server.error.notFound');
    return {};
  });
}
