// The clinic profile editor's first steps (000 §7): base and additional forms per edit language,
// the per-section approval, and the time zones of the base form. ADMIN-only; saves take multipart
// and answer field errors under `error` (400) or `{ error: {}, completeEdit }`; an unknown
// clinic is 404 and malformed parameters 400. A save that carries the section version its form
// loaded (If-Match; `updated` in the step's answer) is refused with 409 when the section changed since.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ClinicAdditionalForm, clinicAdditionalSchema } from '../../schemas/clinicAdditional';
import { type ClinicBaseForm, clinicBaseSchema } from '../../schemas/clinicBase';
import { russianTimeZones, timeZoneName } from '../../schemas/enums/timeZones';
import type { Lang } from '../db/tables';
import { listFields } from '../http/listFields';
import { loadedVersion } from '../http/version';
import { BOTH_LANGS, markReviewed } from '../repositories/completeEdit';
import { hashParams, localsQuery } from '../services/catalogue/requestSchemas';
import { actorOf } from '../services/history/audit';
import { recordEvent } from '../services/history/track';
import { PROFILE_SECTIONS } from '../services/completion';
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

const countryQuery = { type: 'object', required: ['country'], properties: { country: { type: 'string', maxLength: 64 } } } as const;

const hashOf = (request: FastifyRequest) => (request.params as { hash: string }).hash;
const localsOf = (request: FastifyRequest) => (request.query as { locals: string }).locals.toUpperCase() as Lang;

export default async function clinicProfileRoutes(app: FastifyInstance) {
  const sql = { db: app.db, dialect: app.dialect };
  const withLocals = { params: hashParams, querystring: localsQuery };

  app.get('/api/admin/base/:hash', { config: admin, schema: withLocals }, async (request) => {
    return baseAnswer(app.db, await clinicOf(request, hashOf(request)), localsOf(request), request.lang);
  });

  app.post(
    '/api/admin/base/:hash',
    {
      config: adminForm,
      schema: { params: hashParams, body: clinicBaseSchema },
      preValidation: listFields(['cityIdList', 'languages', 'videoLinks']),
    },
    async (request) => {
      const clinic = await clinicOf(request, hashOf(request));
      await saveBase(sql, clinic.id, request.body as ClinicBaseForm, actorOf(request), loadedVersion(request));
      return { error: {}, completeEdit: await completeEditOf(app.db, clinic.id) };
    },
  );

  app.get('/api/admin/additional/:hash', { config: admin, schema: withLocals }, async (request) => {
    return additionalAnswer(app.db, await clinicOf(request, hashOf(request)), localsOf(request));
  });

  app.post(
    '/api/admin/additional/:hash',
    { config: adminForm, schema: { params: hashParams, body: clinicAdditionalSchema }, preValidation: listFields(['accrList']) },
    async (request) => {
      const clinic = await clinicOf(request, hashOf(request));
      await saveAdditional(app.db, clinic.id, request.body as ClinicAdditionalForm, actorOf(request), loadedVersion(request));
      return { error: {}, completeEdit: await completeEditOf(app.db, clinic.id) };
    },
  );

  app.post('/api/admin/approve/:hash', { config: adminForm, schema: { params: hashParams, body: approveBody } }, async (request) => {
    const clinic = await clinicOf(request, hashOf(request));
    const body = request.body as { locals: string; menu: string | number };
    const locals = body.locals.toUpperCase();
    const langs = locals === 'ALL' ? BOTH_LANGS : [locals as Lang];
    const section = Number(body.menu);
    await app.db.transaction().execute(async (trx) => {
      await markReviewed(trx, clinic.id, section, langs);
      await recordEvent(trx, actorOf(request), 'clinics', clinic.id, 'approve', { section, langs });
    });
    return { completeEdit: await completeEditOf(app.db, clinic.id) };
  });

  // The spec's path (sic: "zimezones"). Only Russia's zones are known; any other country has none.
  app.get('/api/admin/zimezones', { config: admin, schema: { querystring: countryQuery } }, async (request) => {
    const country = (request.query as { country: string }).country.trim().toUpperCase();
    return country === 'RUSSIA' ? russianTimeZones.map((zone) => ({ id: zone.id, name: timeZoneName(zone, request.lang) })) : [];
  });
}
