// The clinics list and its actions (000 §2 "Clinics list", §7), declared in
// resources/clinics/listCalls.ts: reference data, the name autocomplete, the filtered list, one
// clinic, its names and completion marks, visibility per language, direct lead, superagent and the
// preview link. Malformed parameters answer 400, unknown clinics 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallAnswer } from '../../common/calls';
import type { EditLang } from '../../common/lang';
import { categoryCalls, clinicListCalls } from '../../resources/clinics/calls';
import { ApiError } from '../http/errors';
import { yes } from '../http/flagValue';
import { jsonText } from '../http/jsonText';
import { registerCalls } from '../http/registerCalls';
import { categorySpecialties, citiesWithNames, specialtiesWithNames, specialtyCategories } from '../repositories/categories';
import { clinicsByName, findClinic, marksOf, namesOf } from '../repositories/clinics';
import { auxAnswer, clinicAnswer } from '../services/catalogue/clinicDetails';
import { clinicFiltersOf } from '../services/catalogue/clinicFilters';
import { tailRange } from '../services/catalogue/clinicSearch';
import { clinicsList, emptyPage } from '../services/catalogue/clinicsList';
import { previewLink } from '../services/catalogue/preview';
import { allCategoriesAnswer } from '../services/catalogue/referenceAnswers';
import { setClinicDirectLead, setClinicSuperAgent, setClinicVisible, superAgentOf } from '../services/clinics/clinicFlags';
import { actorOf } from '../services/history/audit';
import { StateCache } from '../services/stateCache';

/** Clinics-list answers a node keeps (about 10 kB each). */
export const KEPT_PAGES = 500;
/** The largest answer kept: a screen's page of 15 is about 10 kB; a page of 1000 (an export's, read
 * once, or a picker's) is about 1 MB, and 500 of them would hold 500 MB. */
const KEPT_PAGE_BYTES = 128 * 1024;

type ListAnswer = CallAnswer<typeof clinicListCalls.calls.listClinics>;

const lang = (value: unknown) => String(value).toUpperCase() as EditLang;

export async function clinicOf(request: FastifyRequest, hash: string) {
  const clinic = await findClinic(request.server.db, hash);
  if (!clinic) throw new ApiError(404, 'server.error.notFound');
  return clinic;
}

export default async function clinicRoutes(app: FastifyInstance) {
  const sql = { db: app.db, dialect: app.dialect };
  // Pages answered in the current database state: staff open the same first pages again and
  // again, and a hit costs no statement beyond the session's. Kept as their UTF-8 bytes: sent as
  // text, each answer was encoded again (and, joined to the headers, copied as a 20 kB string).
  const pages = new StateCache<Buffer>(KEPT_PAGES);

  registerCalls(app, categoryCalls, {
    allCategories: async () => {
      const [categories, links, specialties, cities] = await Promise.all([
        specialtyCategories(app.db),
        categorySpecialties(app.db),
        specialtiesWithNames(app.db),
        citiesWithNames(app.db),
      ]);
      return allCategoriesAnswer(categories, links, specialties, cities);
    },
  });

  registerCalls(app, clinicListCalls, {
    clinicNames: async (request) => {
      const query = request.query.query.trim();
      const id = /^\d{1,9}$/.test(query) ? Number(query) : 0;
      const range = query.length > 2 ? tailRange(query) : undefined;
      if (!id && !range) throw new ApiError(400, 'server.error.badRequest');
      const byId = id ? await app.db.selectFrom('clinics').select('id').where('id', '=', id).execute() : [];
      const ids = [...new Set([...byId.map((c) => c.id), ...(range ? await clinicsByName(sql, range, 20) : [])])].slice(0, 20);
      const names = await namesOf(app.db, ids);
      const wanted = request.lang === 'en' ? 'EN' : 'RU';
      const nameOf = (clinicId: number) =>
        names.find((n) => n.clinic_id === clinicId && n.lang === wanted && n.name)?.name ??
        names.find((n) => n.clinic_id === clinicId && n.name)?.name ??
        '';
      // `hash` is ours: choosing a clinic opens its profile, whose route is keyed by the hash.
      const hashOf = (clinicId: number) => names.find((n) => n.clinic_id === clinicId)?.hash;
      return ids.map((clinicId) => ({ id: clinicId, str: nameOf(clinicId), hash: hashOf(clinicId) }));
    },

    listClinics: async (request, reply) => {
      const q = request.query;
      const filters = clinicFiltersOf(q);
      if (!filters) return jsonText<ListAnswer>(reply, emptyPage(0));
      const page = Number(q.page);
      const size = Math.min(Number(q.size), 1000);
      const key = JSON.stringify([filters, page, size]);
      const cached = pages.get(request.dbState, key);
      if (cached) return jsonText<ListAnswer>(reply, cached);
      const { answer, state } = await clinicsList(sql, filters, page, size);
      const bytes = Buffer.from(answer);
      if (state && bytes.length <= KEPT_PAGE_BYTES) pages.set(state, key, bytes);
      return jsonText<ListAnswer>(reply, bytes);
    },

    getClinic: async (request) => clinicAnswer(app.db, await clinicOf(request, request.query.hash)),

    clinicNameTexts: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      const names = await namesOf(app.db, [clinic.id]);
      return names.map((n) => ({ name: n.name, locals: n.lang as EditLang }));
    },

    clinicAux: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      const locals = lang(request.query.locals);
      return auxAnswer(await marksOf(app.db, clinic.id, locals), locals);
    },

    toggleClinic: async (request) => {
      const body = request.body;
      const clinic = await clinicOf(request, body.hash);
      const visible = yes(body.visible);
      await setClinicVisible(app.db, actorOf(request), clinic.id, lang(body.locals), visible);
      return { hash: clinic.hash, locals: lang(body.locals), visible };
    },

    toggleDirectLead: async (request) => {
      const body = request.body;
      const clinic = await clinicOf(request, body.hash);
      const directLead = yes(body.dLead);
      await setClinicDirectLead(app.db, actorOf(request), clinic.id, directLead);
      return { hash: clinic.hash, directLead };
    },

    setSuperAgent: async (request) => {
      const body = request.body;
      const clinic = await clinicOf(request, body.hash);
      const agentId = await superAgentOf(app.db, body.agentId);
      await setClinicSuperAgent(app.db, actorOf(request), clinic.id, agentId);
      return { hash: clinic.hash, superAgentId: agentId };
    },

    clinicPreviewLink: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      return previewLink(app, clinic.id);
    },
  });
}
