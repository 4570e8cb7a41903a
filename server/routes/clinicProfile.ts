// The clinic profile editor's first steps (000 §7), declared in resources/clinics/profileCalls.ts:
// base and additional forms per edit language and the per-section approval; and the time zones of
// the base form (resources/clinics/calls.ts). A save that carries the section version its form
// loaded (If-Match; `updated` in the step's answer) is refused with 409 when the section changed since.
import type { FastifyInstance } from 'fastify';
import type { EditLang } from '../../common/lang';
import { clinicProfileCalls, timeZoneCalls } from '../../resources/clinics/calls';
import { russianTimeZones, timeZoneName } from '../../schemas/enums/timeZones';
import { listFields } from '../http/listFields';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { BOTH_LANGS, markReviewed } from '../repositories/completeEdit';
import { actorOf } from '../services/history/audit';
import { recordEvent } from '../services/history/track';
import { additionalAnswer, baseAnswer, completeEditOf } from '../services/profile/profileAnswers';
import { saveAdditional } from '../services/profile/saveAdditional';
import { saveBase } from '../services/profile/saveBase';
import { clinicOf } from './clinics';

const editLang = (locals: string) => locals.toUpperCase() as EditLang;

export default async function clinicProfileRoutes(app: FastifyInstance) {
  const sql = { db: app.db, dialect: app.dialect };

  registerCalls(app, clinicProfileCalls, {
    clinicBase: async (request) =>
      baseAnswer(app.db, await clinicOf(request, request.params.hash), editLang(request.query.locals), request.lang),

    saveClinicBase: {
      preValidation: listFields(['cityIdList', 'languages', 'videoLinks']),
      handler: async (request) => {
        const clinic = await clinicOf(request, request.params.hash);
        await saveBase(sql, clinic.id, request.body, actorOf(request), loadedVersion(request));
        return { error: {}, completeEdit: await completeEditOf(app.db, clinic.id) };
      },
    },

    clinicAdditional: async (request) =>
      additionalAnswer(app.db, await clinicOf(request, request.params.hash), editLang(request.query.locals)),

    saveClinicAdditional: {
      preValidation: listFields(['accrList']),
      handler: async (request) => {
        const clinic = await clinicOf(request, request.params.hash);
        await saveAdditional(app.db, clinic.id, request.body, actorOf(request), loadedVersion(request));
        return { error: {}, completeEdit: await completeEditOf(app.db, clinic.id) };
      },
    },

    approveClinicSection: async (request) => {
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
    },
  });

  // Only Russia's zones are known; any other country has none.
  registerCalls(app, timeZoneCalls, {
    timeZones: async (request) => {
      const country = request.query.country.trim().toUpperCase();
      return country === 'RUSSIA' ? russianTimeZones.map((zone) => ({ id: zone.id, name: timeZoneName(zone, request.lang) })) : [];
    },
  });
}
