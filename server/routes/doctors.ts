// The clinic doctors step (001 §2 "Doctors", §4, §7 "Doctors"), declared in
// resources/clinics/doctorCalls.ts: the clinic's doctors, the edit modal's sections (base,
// specialties, description) with their completion marks and approval, the per-language
// visibility, the preview link, and the avatar calls (doctorAvatar.ts). Saves go to the doctor's
// local layer; a save that carries the section version its form loaded (If-Match) is refused with
// 409 when the section changed since. Unknown clinics and doctors are 404.
import type { FastifyInstance } from 'fastify';
import type { EditLang } from '../../common/lang';
import { doctorCalls } from '../../resources/clinics/calls';
import { ApiError } from '../http/errors';
import { yes } from '../http/flagValue';
import { listFields } from '../http/listFields';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { doctorById, writeLocalTexts } from '../repositories/doctors';
import { previewLink } from '../services/catalogue/preview';
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

const EDIT_LANGS: readonly EditLang[] = ['RU', 'EN'];
const editLang = (locals: string) => locals.toUpperCase() as EditLang;

export default async function doctorRoutes(app: FastifyInstance) {
  await app.register(doctorAvatarRoutes);

  registerCalls(app, doctorCalls, {
    listClinicDoctors: async (request) => doctorListAnswer(app.db, (await clinicOf(request, request.params.hash)).id),

    getDoctorAux: async (request) => {
      const doctor = await doctorOf(request, request.params.doctorHash);
      return doctorAux(app.db, doctor.id, editLang(request.query.locals));
    },

    toggleClinicDoctor: async (request) => {
      const { locals, visible, doctorid } = request.body;
      const doctor = await doctorById(app.db, Number(doctorid));
      if (!doctor) throw new ApiError(404, 'server.error.notFound');
      const write = (trx: typeof app.db) => writeLocalTexts(trx, doctor.id, editLang(locals), { visible: yes(visible) ? 1 : 0 });
      await changeTracked(app.db, actorOf(request), TRACKED.doctors, doctor.id, write);
      const rows = await app.db.selectFrom('doctor_ll10n').select(['lang', 'visible']).where('doctor_id', '=', doctor.id).execute();
      const catalogue = await app.db.selectFrom('doctor_l10n').select(['lang', 'visible']).where('doctor_id', '=', doctor.id).execute();
      const shown = (l: EditLang) => Number((rows.find((r) => r.lang === l) ?? catalogue.find((r) => r.lang === l))?.visible ?? 0) === 1;
      return { doctorId: doctor.id, visible: { RU: shown('RU'), EN: shown('EN') } };
    },

    getDoctorPreviewLink: async (request) => {
      const doctor = await doctorOf(request, request.params.hash);
      return previewLink(app, doctor.id, 'DOCTOR');
    },

    getDoctorBase: async (request) =>
      doctorBaseAnswer(app.db, await doctorOf(request, request.params.hash), editLang(request.query.locals)),

    saveDoctorBase: {
      // A one-item list arrives as a single multipart field.
      preValidation: listFields(['languages']),
      handler: async (request) => {
        const doctor = await doctorOf(request, request.params.hash);
        await saveDoctorBase(app.db, doctor.id, request.body, actorOf(request), loadedVersion(request));
        return { completeEdit: await doctorCompleteEdit(app.db, doctor.id) };
      },
    },

    getDoctorDescription: async (request) =>
      doctorDescriptionAnswer(app.db, await doctorOf(request, request.params.hash), editLang(request.query.locals)),

    saveDoctorDescription: async (request) => {
      const doctor = await doctorOf(request, request.params.hash);
      await saveDoctorDescription(app.db, doctor.id, request.body, actorOf(request), loadedVersion(request));
      return { completeEdit: await doctorCompleteEdit(app.db, doctor.id) };
    },

    listDoctorSpecialties: async (request) => doctorSpecialtiesAnswer(app.db, (await doctorOf(request, request.query.hash)).id),

    approveDoctor: async (request) => {
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
  });
}
