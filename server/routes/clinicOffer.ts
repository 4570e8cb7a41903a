// The clinic profile's offer (section 6), promotions (13) and OMS (17) steps (001 §2, §7), declared
// in resources/clinics/profileCalls.ts. A save that carries the section version its form loaded
// (If-Match) is refused with 409 when the section changed since.
import type { FastifyInstance } from 'fastify';
import type { EditLang } from '../../common/lang';
import { clinicOfferCalls } from '../../resources/clinics/calls';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { actorOf } from '../services/history/audit';
import { offerAnswer, omsAnswer, promotionsAnswer } from '../services/profile/offerAnswers';
import { completeEditOf } from '../services/profile/profileAnswers';
import { saveOffer } from '../services/profile/saveOffer';
import { savePromotions } from '../services/profile/savePromotions';
import { clinicOf } from './clinics';

const editLang = (locals: string) => locals.toUpperCase() as EditLang;

export default async function clinicOfferRoutes(app: FastifyInstance) {
  registerCalls(app, clinicOfferCalls, {
    clinicOffer: async (request) => offerAnswer(app.db, await clinicOf(request, request.params.hash), editLang(request.query.locals)),

    saveClinicOffer: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      await saveOffer(app.db, clinic.id, request.body, actorOf(request), loadedVersion(request));
      return { completeEdit: await completeEditOf(app.db, clinic.id) };
    },

    clinicPromotions: async (request) =>
      promotionsAnswer(app.db, await clinicOf(request, request.params.hash), editLang(request.query.locals ?? 'RU')),

    saveClinicPromotions: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      await savePromotions(app.db, clinic.id, request.body, actorOf(request), loadedVersion(request));
      return { completeEdit: await completeEditOf(app.db, clinic.id) };
    },

    clinicOms: async (request) => omsAnswer(app.db, (await clinicOf(request, request.params.hash)).id),
  });
}
