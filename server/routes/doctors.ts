// The clinic doctors step (001 §2 "Doctors", §4, §7 "Doctors"): the clinic's doctors, the edit
// modal's sections (base, specialties, description) with their completion marks and approval,
// the per-language visibility, the preview link, and the avatar calls (doctorAvatar.ts).
// ADMIN-only. Saves go to the doctor's local layer; refused fields come under `error` (001 §8);
// a save that carries the section version its form loaded (If-Match) is refused with 409 when the
// section changed since. Unknown clinics and doctors are 404, malformed parameters 400.
import type { FastifyInstance } from 'fastify';
import type { EditLang } from '../../common/lang';
import { previewLinkAnswer } from '../../schemas/answers/clinics';
import * as answers from '../../schemas/answers/doctors';
import { doctorBaseSchema } from '../../schemas/doctorBase';
import { doctorDescriptionSchema } from '../../schemas/doctorDescription';
import { ApiError } from '../http/errors';
import { listFields } from '../http/listFields';
import { typedRoutes } from '../http/typedRoutes';
import { loadedVersion } from '../http/version';
import { doctorById, writeLocalTexts } from '../repositories/doctors';
import { previewLink } from '../services/catalogue/preview';
import { flag, hash, hashParams, id, lang, localsQuery, yes } from '../services/catalogue/requestSchemas';
import { doctorBaseAnswer, doctorDescriptionAnswer, doctorSpecialtiesAnswer } from '../services/doctors/doctorAnswers';
import { doctorListAnswer } from '../services/doctors/doctorListAnswer';
import { doctorAux, doctorCompleteEdit, markDoctorReviewed } from '../services/doctors/doctorMarks';
import { saveDoctorBase, saveDoctorDescription } from '../services/doctors/saveDoctor';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { changeTracked, recordEvent } from '../services/history/track';
import { clinicOf } from './clinics';
import doctorAvatarRoutes from './doctorAvatar';
import { doctorOf } from './doctorOf';

const admin = { access: ['ADMIN'] as const };
const adminForm = { access: ['ADMIN'] as const, multipart: 'fields' as const, errorKey: 'error' as const };
const EDIT_LANGS: readonly EditLang[] = ['RU', 'EN'];
const editLang = (locals: string) => locals.toUpperCase() as EditLang;

const auxParams = { type: 'object', required: ['doctorHash'], properties: { doctorHash: hash } } as const;
const hashQuery = { type: 'object', required: ['hash'], properties: { hash } } as const;
const toggleBody = {
  type: 'object',
  required: ['locals', 'visible', 'doctorid'],
  properties: { locals: lang, visible: flag, doctorid: id },
} as const;
/** Doctor sections (001 §4): 1 base, 2 specialties, 3 description. */
const approveBody = {
  type: 'object',
  required: ['locals', 'menu'],
  properties: { locals: { enum: ['RU', 'EN', 'ALL', 'ru', 'en', 'all'] }, menu: { enum: [1, 2, 3, '1', '2', '3'] } },
} as const;

export default async function doctorRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Doctors');
  await app.register(doctorAvatarRoutes);
  const saved = { 200: answers.doctorSavedAnswer };

  app.get(
    '/api/admin/doctors/:hash',
    { config: admin, schema: { params: hashParams, response: { 200: answers.doctorsAnswer } } },
    async (request) => doctorListAnswer(app.db, (await clinicOf(request, request.params.hash)).id),
  );

  const auxSchema = { params: auxParams, querystring: localsQuery, response: { 200: answers.doctorAuxAnswer } };
  app.get('/api/admin/doctors/aux/:doctorHash', { config: admin, schema: auxSchema }, async (request) => {
    const doctor = await doctorOf(request, request.params.doctorHash);
    return doctorAux(app.db, doctor.id, editLang(request.query.locals));
  });

  const toggleSchema = { body: toggleBody, response: { 200: answers.doctorVisibleAnswer } };
  app.post('/api/admin/toggleclinicdoctor', { config: adminForm, schema: toggleSchema }, async (request) => {
    const { locals, visible, doctorid } = request.body;
    const doctor = await doctorById(app.db, Number(doctorid));
    if (!doctor) throw new ApiError(404, 'server.error.notFound');
    const write = (trx: typeof app.db) => writeLocalTexts(trx, doctor.id, editLang(locals), { visible: yes(visible) ? 1 : 0 });
    await changeTracked(app.db, actorOf(request), TRACKED.doctors, doctor.id, write);
    const rows = await app.db.selectFrom('doctor_ll10n').select(['lang', 'visible']).where('doctor_id', '=', doctor.id).execute();
    const catalogue = await app.db.selectFrom('doctor_l10n').select(['lang', 'visible']).where('doctor_id', '=', doctor.id).execute();
    const shown = (l: EditLang) => Number((rows.find((r) => r.lang === l) ?? catalogue.find((r) => r.lang === l))?.visible ?? 0) === 1;
    return { doctorId: doctor.id, visible: { RU: shown('RU'), EN: shown('EN') } };
  });

  const previewSchema = { params: hashParams, response: { 200: previewLinkAnswer } };
  app.get('/api/admin/getdoctorpreviewhash/:hash', { config: admin, schema: previewSchema }, async (request) => {
    const doctor = await doctorOf(request, request.params.hash);
    return previewLink(app, doctor.id, 'DOCTOR');
  });

  const baseSchema = { params: hashParams, querystring: localsQuery, response: { 200: answers.doctorBaseAnswer } };
  app.get('/api/admin/doctor/base/:hash', { config: admin, schema: baseSchema }, async (request) => {
    return doctorBaseAnswer(app.db, await doctorOf(request, request.params.hash), editLang(request.query.locals));
  });

  app.post(
    '/api/admin/doctor/base/:hash',
    {
      config: adminForm,
      schema: { params: hashParams, body: doctorBaseSchema, response: saved },
      preValidation: listFields(['languages']),
    },
    async (request) => {
      const doctor = await doctorOf(request, request.params.hash);
      await saveDoctorBase(app.db, doctor.id, request.body, actorOf(request), loadedVersion(request));
      return { completeEdit: await doctorCompleteEdit(app.db, doctor.id) };
    },
  );

  const descriptionSchema = { params: hashParams, querystring: localsQuery, response: { 200: answers.doctorDescriptionAnswer } };
  app.get('/api/admin/doctor/description/:hash', { config: admin, schema: descriptionSchema }, async (request) => {
    return doctorDescriptionAnswer(app.db, await doctorOf(request, request.params.hash), editLang(request.query.locals));
  });

  app.post(
    '/api/admin/doctor/description/:hash',
    { config: adminForm, schema: { params: hashParams, body: doctorDescriptionSchema, response: saved } },
    async (request) => {
      const doctor = await doctorOf(request, request.params.hash);
      await saveDoctorDescription(app.db, doctor.id, request.body, actorOf(request), loadedVersion(request));
      return { completeEdit: await doctorCompleteEdit(app.db, doctor.id) };
    },
  );

  const specialtiesSchema = { querystring: hashQuery, response: { 200: answers.doctorSpecialtiesAnswer } };
  app.get('/api/admin/doctorselectedspecialties', { config: admin, schema: specialtiesSchema }, async (request) => {
    return doctorSpecialtiesAnswer(app.db, (await doctorOf(request, request.query.hash)).id);
  });

  app.post(
    '/api/admin/dapprove/:hash',
    { config: adminForm, schema: { params: hashParams, body: approveBody, response: saved } },
    async (request) => {
      const doctor = await doctorOf(request, request.params.hash);
      const locals = String(request.body.locals).toUpperCase();
      const langs = locals === 'ALL' ? EDIT_LANGS : [locals as EditLang];
      const section = Number(request.body.menu);
      await app.db.transaction().execute(async (trx) => {
        await markDoctorReviewed(trx, doctor.id, section, langs);
        await recordEvent(trx, actorOf(request), 'doctors', doctor.id, 'approve', { section, langs });
      });
      return { completeEdit: await doctorCompleteEdit(app.db, doctor.id) };
    },
  );
}
