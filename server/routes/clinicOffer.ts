// The clinic profile's offer (section 6), promotions (13) and OMS (17) steps (001 §2, §7).
// ADMIN-only. Saves take multipart and answer refused fields as top-level keys (001 §8), or the
// completion marks; an unknown clinic is 404, malformed parameters 400; a save that carries the
// section version its form loaded (If-Match) is refused with 409 when the section changed since.
import type { FastifyInstance } from 'fastify';
import type { EditLang } from '../../common/lang';
import * as answers from '../../schemas/answers/clinicOffer';
import { clinicOfferSchema } from '../../schemas/clinicOffer';
import { clinicPromotionsSchema } from '../../schemas/clinicPromotions';
import { typedRoutes } from '../http/typedRoutes';
import { loadedVersion } from '../http/version';
import { hashParams, localsQuery } from '../services/catalogue/requestSchemas';
import { actorOf } from '../services/history/audit';
import { offerAnswer, omsAnswer, promotionsAnswer } from '../services/profile/offerAnswers';
import { completeEditOf } from '../services/profile/profileAnswers';
import { saveOffer } from '../services/profile/saveOffer';
import { savePromotions } from '../services/profile/savePromotions';
import { clinicOf } from './clinics';

const admin = { access: ['ADMIN'] as const };
const adminForm = { access: ['ADMIN'] as const, multipart: 'fields' as const, errorKey: 'root' as const };

/** The spec lists no `locals` for the promotions load: without one it answers Russian, the default
 * edit language (docs/decisions.md "Promotions: the load's language"). */
const optionalLocals = { type: 'object', properties: { locals: { enum: ['RU', 'EN', 'ru', 'en'], default: 'RU' } } } as const;

const editLang = (locals: string) => locals.toUpperCase() as EditLang;

export default async function clinicOfferRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Clinic profile');
  const saved = { 200: answers.sectionSavedAnswer };

  const offerSchema = { params: hashParams, querystring: localsQuery, response: { 200: answers.offerAnswer } };
  app.get('/api/admin/offer/:hash', { config: admin, schema: offerSchema }, async (request) => {
    return offerAnswer(app.db, await clinicOf(request, request.params.hash), editLang(request.query.locals));
  });

  app.post(
    '/api/admin/offer/:hash',
    { config: adminForm, schema: { params: hashParams, body: clinicOfferSchema, response: saved } },
    async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      await saveOffer(app.db, clinic.id, request.body, actorOf(request), loadedVersion(request));
      return { completeEdit: await completeEditOf(app.db, clinic.id) };
    },
  );

  const promotionsSchema = { params: hashParams, querystring: optionalLocals, response: { 200: answers.promotionsAnswer } };
  app.get('/api/admin/promotions/:hash', { config: admin, schema: promotionsSchema }, async (request) => {
    return promotionsAnswer(app.db, await clinicOf(request, request.params.hash), editLang(request.query.locals ?? 'RU'));
  });

  const promotionsBody = { params: hashParams, body: clinicPromotionsSchema, response: saved };
  app.post('/api/admin/promotions/:hash', { config: adminForm, schema: promotionsBody }, async (request) => {
    const clinic = await clinicOf(request, request.params.hash);
    await savePromotions(app.db, clinic.id, request.body, actorOf(request), loadedVersion(request));
    return { completeEdit: await completeEditOf(app.db, clinic.id) };
  });

  app.get(
    '/api/admin/oms/:hash',
    { config: admin, schema: { params: hashParams, response: { 200: answers.omsAnswer } } },
    async (request) => {
      return omsAnswer(app.db, (await clinicOf(request, request.params.hash)).id);
    },
  );
}
