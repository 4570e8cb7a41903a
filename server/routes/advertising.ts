// Advertising (002 §2 "Promotions and advertisers", §7 "Promotions, banners, advertisers"): holders,
// their promos and the promos of both payload shapes, the banners of both readings. ADMIN-only.
// Saves carry the version their form loaded (If-Match; 409 when stale), write one history row per
// record, and refuse fields under `error`. Holders and promos are soft-deleted; only active ones
// are listed or found (404 otherwise). Declared in resources/advert/calls.ts.
import type { FastifyInstance } from 'fastify';
import { advertisingCalls, holderPromoCalls, promoCalls, promoListCalls } from '../../resources/advert/calls';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import * as repo from '../repositories/advert';
import { advertiserAnswers, promoAnswers } from '../services/advert/advertAnswers';
import { commaLists } from '../services/advert/advertInput';
import { retire, saveAdvertiser, savePromo } from '../services/advert/saveAdvert';
import { actorOf } from '../services/history/audit';
import { notFound } from './advertRequests';
import bannerRoutes from './banners';

// Lists may come as JSON arrays, repeated fields or comma lists: one comma list before validation.
const holderLists = commaLists(['clinicIds']);
const promoLists = commaLists(['categories', 'diseases']);

export default async function advertisingRoutes(app: FastifyInstance) {
  await app.register(bannerRoutes);

  async function promoOf(id: number) {
    const row = await repo.promoRow(app.db, id);
    if (!row) throw notFound();
    return (await promoAnswers(app.db, [row]))[0];
  }

  registerCalls(app, advertisingCalls, {
    listAdvertisers: async () => ({
      advertisers: await advertiserAnswers(app.db, await repo.activeAdvertisers(app.db)),
    }),

    createAdvertiser: {
      preValidation: holderLists,
      handler: async (request) => ({ id: await saveAdvertiser(app.db, undefined, request.body, actorOf(request)) }),
    },

    saveAdvertiser: {
      preValidation: holderLists,
      handler: async (request) => ({
        id: await saveAdvertiser(app.db, request.params.id, request.body, actorOf(request), loadedVersion(request)),
      }),
    },

    deleteAdvertiser: async (request) => {
      await retire(app.db, 'advertisers', request.params.id, actorOf(request), loadedVersion(request));
      return {};
    },
  });

  registerCalls(app, holderPromoCalls, {
    advertiserPromos: async (request) => {
      const row = await repo.advertiserRow(app.db, request.params.id);
      if (!row) throw notFound();
      const [advertiser] = await advertiserAnswers(app.db, [row]);
      return { advertiser, promos: await promoAnswers(app.db, await repo.activePromos(app.db, row.id)) };
    },
  });

  registerCalls(app, promoCalls, {
    createPromo: {
      preValidation: promoLists,
      handler: async (request) => {
        const id = await savePromo(app.db, undefined, request.body, actorOf(request));
        return { promoId: id, id };
      },
    },

    savePromo: {
      preValidation: promoLists,
      handler: async (request) => {
        const id = await savePromo(app.db, request.params.id, request.body, actorOf(request), loadedVersion(request));
        return { promoId: id, id };
      },
    },

    getPromo: async (request) => promoOf(request.params.id),

    deletePromo: async (request) => {
      await retire(app.db, 'promos', request.params.id, actorOf(request), loadedVersion(request));
      return {};
    },
  });

  registerCalls(app, promoListCalls, {
    // "promoIds grouped" (002 §7): the active promos by their clinic's id, "0" for none
    // (docs/decisions.md "Advertising").
    listPromos: async () => {
      const promos = await promoAnswers(app.db, await repo.activePromos(app.db));
      const promoIds: Record<string, typeof promos> = {};
      for (const promo of promos) {
        const key = String(promo.clinicId ?? 0);
        promoIds[key] ??= [];
        promoIds[key].push(promo);
      }
      return { promoIds, promos };
    },
  });
}
