// Advertising (002 §2 "Promotions and advertisers", §7 "Promotions, banners, advertisers"): holders,
// their promos and the promos of both payload shapes, the banners of both readings. ADMIN-only.
// Saves carry the version their form loaded (If-Match; 409 when stale), write one history row per
// record, and refuse fields under `error`. Holders and promos are soft-deleted; only active ones
// are listed or found (404 otherwise).
import type { FastifyInstance } from 'fastify';
import { advertiserSchema } from '../../schemas/advertiser';
import * as answers from '../../schemas/answers/advert';
import { promoSchema } from '../../schemas/promo';
import { typedRoutes } from '../http/typedRoutes';
import { loadedVersion } from '../http/version';
import * as repo from '../repositories/advert';
import { advertiserAnswers, promoAnswers } from '../services/advert/advertAnswers';
import { commaLists } from '../services/advert/advertInput';
import { retire, saveAdvertiser, savePromo } from '../services/advert/saveAdvert';
import { actorOf } from '../services/history/audit';
import { idParams, notFound } from './advertRequests';
import bannerRoutes from './banners';

const admin = { access: ['ADMIN'] as const };
const adminForm = { access: ['ADMIN'] as const, multipart: 'fields' as const, errorKey: 'error' as const };

export default async function advertisingRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Advertising');
  await app.register(bannerRoutes);

  async function promoOf(id: number) {
    const row = await repo.promoRow(app.db, id);
    if (!row) throw notFound();
    return (await promoAnswers(app.db, [row]))[0];
  }

  app.get('/api/admin/advertisers', { config: admin, schema: { response: { 200: answers.advertisersAnswer } } }, async () => ({
    advertisers: await advertiserAnswers(app.db, await repo.activeAdvertisers(app.db)),
  }));

  const holderBody = { body: advertiserSchema, response: { 200: answers.savedIdAnswer } };
  const holderLists = commaLists(['clinicIds']);
  app.post('/api/admin/advertiser', { config: adminForm, schema: holderBody, preValidation: holderLists }, async (request) => {
    return { id: await saveAdvertiser(app.db, undefined, request.body, actorOf(request)) };
  });

  app.put(
    '/api/admin/advertiser/:id',
    { config: adminForm, schema: { ...holderBody, params: idParams }, preValidation: holderLists },
    async (request) => ({
      id: await saveAdvertiser(app.db, request.params.id, request.body, actorOf(request), loadedVersion(request)),
    }),
  );

  app.delete('/api/admin/advertiser/:id', { config: admin, schema: { params: idParams } }, async (request) => {
    await retire(app.db, 'advertisers', request.params.id, actorOf(request), loadedVersion(request));
    return {};
  });

  app.get(
    '/api/admin/advertiser/:id/promos',
    { config: admin, schema: { params: idParams, response: { 200: answers.holderPromosAnswer } } },
    async (request) => {
      const row = await repo.advertiserRow(app.db, request.params.id);
      if (!row) throw notFound();
      const [advertiser] = await advertiserAnswers(app.db, [row]);
      return { advertiser, promos: await promoAnswers(app.db, await repo.activePromos(app.db, row.id)) };
    },
  );

  const promoBody = { body: promoSchema, response: { 200: answers.savedPromoAnswer } };
  const promoLists = commaLists(['categories', 'diseases']);
  app.post('/api/admin/promo', { config: adminForm, schema: promoBody, preValidation: promoLists }, async (request) => {
    const id = await savePromo(app.db, undefined, request.body, actorOf(request));
    return { promoId: id, id };
  });

  app.put(
    '/api/admin/promo/:id',
    { config: adminForm, schema: { ...promoBody, params: idParams }, preValidation: promoLists },
    async (request) => {
      const id = await savePromo(app.db, request.params.id, request.body, actorOf(request), loadedVersion(request));
      return { promoId: id, id };
    },
  );

  // "promoIds grouped" (002 §7): the active promos by their clinic's id, "0" for none
  // (docs/decisions.md "Advertising").
  app.get('/api/admin/promo/all', { config: admin, schema: { response: { 200: answers.promoAllAnswer } } }, async () => {
    const promos = await promoAnswers(app.db, await repo.activePromos(app.db));
    const promoIds: Record<string, typeof promos> = {};
    for (const promo of promos) {
      const key = String(promo.clinicId ?? 0);
      promoIds[key] ??= [];
      promoIds[key].push(promo);
    }
    return { promoIds, promos };
  });

  app.get('/api/admin/promo/:id', { config: admin, schema: { params: idParams, response: { 200: answers.promo } } }, async (request) =>
    promoOf(request.params.id),
  );

  app.delete('/api/admin/promo/:id', { config: admin, schema: { params: idParams } }, async (request) => {
    await retire(app.db, 'promos', request.params.id, actorOf(request), loadedVersion(request));
    return {};
  });
}
