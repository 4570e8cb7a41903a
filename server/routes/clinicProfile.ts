// The clinic profile editor's first steps (000 §7): base and additional forms per edit language,
// the per-section approval, and the time zones of the base form. ADMIN-only; saves take multipart
// and answer field errors under `error` (400) or `{ error: {}, completeEdit }`; an unknown
// clinic is 404 and malformed parameters 400. A save that carries the section version its form
// loaded (If-Match; `updated` in the step's answer) is refused with 409 when the section changed since.
import type { FastifyInstance } from 'fastify';
import { PROFILE_SECTIONS } from '../../common/completion';
import type { EditLang } from '../../common/lang';
import { timeZoneCalls } from '../../resources/clinics/calls';
import * as answers from '../../schemas/answers/clinicProfile';
import { clinicAdditionalSchema } from '../../schemas/clinicAdditional';
import { clinicBaseSchema } from '../../schemas/clinicBase';
import { russianTimeZones, timeZoneName } from '../../schemas/enums/timeZones';
import { listFields } from '../http/listFields';
import { registerCalls } from '../http/registerCalls';
import { typedRoutes } from '../http/typedRoutes';
import { loadedVersion } from '../http/version';
import { BOTH_LANGS, markReviewed } from '../repositories/completeEdit';
import { hashParams, localsQuery } from '../services/catalogue/requestSchemas';
import { actorOf } from '../services/history/audit';
import { recordEvent } from '../services/history/track';
import { additionalAnswer, baseAnswer, completeEditOf } from '../services/profile/profileAnswers';
import { saveAdditional } from '../services/profile/saveAdditional';
import { saveBase } from '../services/profile/saveBase';
import { clinicOf } from './clinics';

const admin = { access: ['ADMIN'] as const };
const adminForm = { access: ['ADMIN'] as const, multipart: 'fields' as const, errorKey: 'error' as const };

const approveBody = {
  type: 'object',
  required: ['locals', 'menu'],
  properties: {
    locals: { enum: ['RU', 'EN', 'ALL', 'ru', 'en', 'all'] },
    menu: { enum: [...PROFILE_SECTIONS, ...PROFILE_SECTIONS.map(String)] },
  },
} as const;

const editLang = (locals: string) => locals.toUpperCase() as EditLang;

export default async function clinicProfileRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Clinic profile');
  const sql = { db: app.db, dialect: app.dialect };
  const withLocals = { params: hashParams, querystring: localsQuery };

  app.get('/api/admin/base/:hash', { config: admin, schema: { ...withLocals, response: { 200: answers.baseAnswer } } }, async (request) => {
    return baseAnswer(app.db, await clinicOf(request, request.params.hash), editLang(request.query.locals), request.lang);
  });

  app.post(
    '/api/admin/base/:hash',
    {
      config: adminForm,
      schema: { params: hashParams, body: clinicBaseSchema, response: { 200: answers.stepSavedAnswer } },
      preValidation: listFields(['cityIdList', 'languages', 'videoLinks']),
    },
    async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      await saveBase(sql, clinic.id, request.body, actorOf(request), loadedVersion(request));
      return { error: {}, completeEdit: await completeEditOf(app.db, clinic.id) };
    },
  );

  const additionalSchema = { ...withLocals, response: { 200: answers.additionalAnswer } };
  app.get('/api/admin/additional/:hash', { config: admin, schema: additionalSchema }, async (request) => {
    return additionalAnswer(app.db, await clinicOf(request, request.params.hash), editLang(request.query.locals));
  });

  app.post(
    '/api/admin/additional/:hash',
    {
      config: adminForm,
      schema: { params: hashParams, body: clinicAdditionalSchema, response: { 200: answers.stepSavedAnswer } },
      preValidation: listFields(['accrList']),
    },
    async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      await saveAdditional(app.db, clinic.id, request.body, actorOf(request), loadedVersion(request));
      return { error: {}, completeEdit: await completeEditOf(app.db, clinic.id) };
    },
  );

  const approveSchema = { params: hashParams, body: approveBody, response: { 200: answers.approvedAnswer } };
  app.post('/api/admin/approve/:hash', { config: adminForm, schema: approveSchema }, async (request) => {
    const clinic = await clinicOf(request, request.params.hash);
    const body = request.body;
    const locals = body.locals.toUpperCase();
    const langs = locals === 'ALL' ? BOTH_LANGS : [locals as EditLang];
    const section = Number(body.menu);
    await app.db.transaction().execute(async (trx) => {
      await markReviewed(trx, clinic.id, section, langs);
      await recordEvent(trx, actorOf(request), 'clinics', clinic.id, 'approve', { section, langs });
    });
    return { completeEdit: await completeEditOf(app.db, clinic.id) };
  });

  // Declared in resources/clinics/calls.ts. Only Russia's zones are known; any other country has none.
  registerCalls(fastify, timeZoneCalls, {
    timeZones: async (request) => {
      const country = request.query.country.trim().toUpperCase();
      return country === 'RUSSIA' ? russianTimeZones.map((zone) => ({ id: zone.id, name: timeZoneName(zone, request.lang) })) : [];
    },
  });
}
