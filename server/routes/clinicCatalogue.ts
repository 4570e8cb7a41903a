// The specialties, services and prices steps of the clinic profile (001 §7 "Specialties, services,
// categories"): one set of routes per catalogue kind from the table below, the category calls and
// the specialties' OMS and children calls. ADMIN-only; unknown clinics, entries and categories are
// 404. Saves answer the completion marks; field errors under `error`, top-level for the category.
import type { FastifyInstance } from 'fastify';
import type { EditLang } from '../../common/lang';
import * as answers from '../../schemas/answers/clinicCatalogue';
import { stepSavedAnswer } from '../../schemas/answers/clinicProfile';
import { catalogueItemPriceSchema } from '../../schemas/catalogueItemPrice';
import { categoryDescriptionSchema } from '../../schemas/categoryDescription';
import { omsChildrenDescriptionSchema } from '../../schemas/omsChildrenDescription';
import { serviceDescriptionSchema } from '../../schemas/serviceDescription';
import { specialtyDescriptionSchema } from '../../schemas/specialtyDescription';
import { ApiError } from '../http/errors';
import { listFields } from '../http/listFields';
import { typedRoutes } from '../http/typedRoutes';
import { loadedVersion } from '../http/version';
import { categoryKind, entryExists } from '../repositories/clinicCatalogue';
import { hashParams, yes } from '../services/catalogue/requestSchemas';
import { actorOf } from '../services/history/audit';
import { activeCatalogueAnswer, categoryTextsAnswer, entryTextsAnswer, selectedAnswer } from '../services/profile/catalogueAnswers';
import { CATALOGUE_KINDS, type CatalogueKind, kindOfCategory } from '../services/profile/catalogueKinds';
import { completeEditOf } from '../services/profile/profileAnswers';
import * as save from '../services/profile/saveCatalogue';
import * as requests from './clinicCatalogueRequests';
import { clinicOf } from './clinics';

const admin = { access: ['ADMIN'] as const };
const adminForm = { ...admin, multipart: 'fields' as const, errorKey: 'error' as const };
const editLang = (locals: string) => locals.toUpperCase() as EditLang;

/** Each kind's paths (001 §7) and the schema of its description form. */
const KIND_ROUTES = [
  {
    kind: CATALOGUE_KINDS.specialties,
    active: 'activespecialties',
    selected: 'selectedspecialties',
    texts: 'specialty',
    price: 'specialtyprice',
    form: specialtyDescriptionSchema,
    answers: { active: answers.activeSpecialtiesAnswer, texts: answers.specialtyTextsAnswer },
  },
  {
    kind: CATALOGUE_KINDS.services,
    active: 'activeservices',
    selected: 'selectedservices',
    texts: 'service',
    price: 'serviceprice',
    form: serviceDescriptionSchema,
    answers: { active: answers.activeServicesAnswer, texts: answers.serviceTextsAnswer },
  },
] as const;

export default async function clinicCatalogueRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Clinic profile: specialties, services, prices');
  const db = app.db;

  const assertEntry = async (k: CatalogueKind, sid: number) => {
    if (!(await entryExists(db, k, sid))) throw new ApiError(404, 'server.error.notFound');
  };
  /** The kind of a category, or 404 (also when it is not of the expected kind). */
  const kindOf = async (cid: number, expected?: CatalogueKind) => {
    const k = kindOfCategory((await categoryKind(db, cid)) ?? '');
    if (!k || (expected && k !== expected)) throw new ApiError(404, 'server.error.notFound');
    return k;
  };
  const saved = async (clinicId: number) => ({ completeEdit: await completeEditOf(db, clinicId) });

  for (const r of KIND_ROUTES) {
    const k = r.kind;
    app.get(`/api/admin/${r.active}`, { config: admin, schema: { response: { 200: r.answers.active } } }, () =>
      activeCatalogueAnswer(db, k),
    );

    const selectedSchema = { querystring: requests.hashQuery, response: { 200: answers.selectedAnswer } };
    app.get(`/api/admin/${r.selected}`, { config: admin, schema: selectedSchema }, async (request) =>
      selectedAnswer(db, k, (await clinicOf(request, request.query.hash)).id),
    );

    const textsSchema = { params: hashParams, querystring: requests.entryQuery, response: { 200: r.answers.texts } };
    app.get(`/api/admin/${r.texts}/:hash`, { config: admin, schema: textsSchema }, async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      await assertEntry(k, request.query.sid);
      return entryTextsAnswer(db, k, clinic.id, request.query.sid, editLang(request.query.locals));
    });

    const saveTextsSchema = { params: hashParams, body: r.form, response: { 200: stepSavedAnswer } };
    app.post(`/api/admin/${r.texts}/:hash`, { config: adminForm, schema: saveTextsSchema }, async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      await assertEntry(k, Number(request.body.sid));
      await save.saveEntryTexts(db, k, { clinicId: clinic.id, actor: actorOf(request) }, request.body, loadedVersion(request));
      return { error: {}, ...(await saved(clinic.id)) };
    });

    const priceSchema = { params: hashParams, body: catalogueItemPriceSchema, response: { 200: stepSavedAnswer } };
    app.post(`/api/admin/${r.price}/:hash`, { config: adminForm, schema: priceSchema }, async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      await assertEntry(k, Number(request.body.sid));
      await save.saveEntryPrice(db, k, { clinicId: clinic.id, actor: actorOf(request) }, request.body);
      return { error: {}, ...(await saved(clinic.id)) };
    });
  }

  const selectSchema = { params: hashParams, body: requests.serviceSelectedBody, response: { 200: answers.catalogueSavedAnswer } };
  app.post('/api/admin/serviceselected/:hash', { config: adminForm, schema: selectSchema }, async (request) => {
    const clinic = await clinicOf(request, request.params.hash);
    const { sid, selected, locals } = request.body;
    await assertEntry(CATALOGUE_KINDS.services, Number(sid));
    await save.saveEntrySelected(
      db,
      CATALOGUE_KINDS.services,
      { clinicId: clinic.id, actor: actorOf(request) },
      Number(sid),
      yes(selected),
      locals,
    );
    return saved(clinic.id);
  });

  const categoryQuerySchema = { params: hashParams, querystring: requests.categoryQuery, response: { 200: answers.categoryTextsAnswer } };
  app.get('/api/admin/category/:hash', { config: admin, schema: categoryQuerySchema }, async (request) => {
    const clinic = await clinicOf(request, request.params.hash);
    const k = await kindOf(request.query.cid);
    return categoryTextsAnswer(db, k, clinic.id, request.query.cid, editLang(request.query.locals));
  });

  // Errors as top-level keys (001 §8 "the category saves").
  app.post(
    '/api/admin/category/:hash',
    {
      config: { ...adminForm, errorKey: 'root' as const },
      schema: { params: hashParams, body: categoryDescriptionSchema, response: { 200: answers.catalogueSavedAnswer } },
      preValidation: listFields(['videoLinks']),
    },
    async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      const k = await kindOf(Number(request.body.cid));
      await save.saveCategoryTexts(db, k, { clinicId: clinic.id, actor: actorOf(request) }, request.body, loadedVersion(request));
      return saved(clinic.id);
    },
  );

  /** The specialty categories' OMS and children flags: the same call with its own field names. */
  const FLAGS = [
    { path: 'updateselectedspecialtiesOMS', flag: 'oms', body: requests.omsFlagBody, value: 'isOms' },
    { path: 'updateselectedspecialtiesChildren', flag: 'children', body: requests.childrenFlagBody, value: 'isChildren' },
  ] as const;
  for (const f of FLAGS) {
    app.post(
      `/api/admin/${f.path}`,
      { config: adminForm, schema: { body: f.body, response: { 200: answers.catalogueSavedAnswer } } },
      async (request) => {
        const body = request.body as Record<string, unknown> & {
          clinicHash: string;
          specialtyCategoryId: number | string;
          locals?: string;
        };
        const clinic = await clinicOf(request, body.clinicHash);
        const cid = Number(body.specialtyCategoryId);
        await kindOf(cid, CATALOGUE_KINDS.specialties);
        await save.saveCategoryFlag(db, { clinicId: clinic.id, actor: actorOf(request) }, cid, f.flag, yes(body[f.value]), body.locals);
        return saved(clinic.id);
      },
    );
  }

  const fixedTextSchema = {
    body: { ...omsChildrenDescriptionSchema, properties: { ...omsChildrenDescriptionSchema.properties, locals: requests.optionalLocals } },
    response: { 200: answers.catalogueSavedAnswer },
  };
  app.post('/api/admin/updateOmsChildrenDescription', { config: adminForm, schema: fixedTextSchema }, async (request) => {
    const body = request.body;
    const clinic = await clinicOf(request, body.clinicHash);
    await save.saveFixedText(
      db,
      { clinicId: clinic.id, actor: actorOf(request) },
      body.category as 'oms' | 'children',
      body.description ?? '',
      body.locals,
    );
    return saved(clinic.id);
  });
}
