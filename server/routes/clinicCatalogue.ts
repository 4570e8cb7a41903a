// The specialties, services and prices steps of the clinic profile (001 §7 "Specialties, services,
// categories"), declared in resources/clinics/catalogueCalls.ts: the calls of each catalogue kind
// (served alike, by kind), the category calls and the specialties' OMS and children calls.
// Unknown clinics, entries and categories are 404; saves answer the completion marks.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EditLang } from '../../common/lang';
import { clinicCatalogueCalls } from '../../resources/clinics/calls';
import { ApiError } from '../http/errors';
import { yes } from '../http/flagValue';
import { listFields } from '../http/listFields';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { categoryKind, entryExists } from '../repositories/clinicCatalogue';
import { actorOf } from '../services/history/audit';
import { activeCatalogueAnswer, categoryTextsAnswer, entryTextsAnswer, selectedAnswer } from '../services/profile/catalogueAnswers';
import { CATALOGUE_KINDS, type CatalogueKind, kindOfCategory } from '../services/profile/catalogueKinds';
import { completeEditOf } from '../services/profile/profileAnswers';
import * as save from '../services/profile/saveCatalogue';
import { clinicOf } from './clinics';

const editLang = (locals: string) => locals.toUpperCase() as EditLang;
const { specialties, services } = CATALOGUE_KINDS;

/** What an entry's texts and price saves send beside their form fields. */
type EntryBody = { sid: number | string };
type TextsBody = Parameters<typeof save.saveEntryTexts>[3];
type PriceBody = Parameters<typeof save.saveEntryPrice>[3];

export default async function clinicCatalogueRoutes(app: FastifyInstance) {
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
  const scope = async (request: FastifyRequest, hash: string) => ({
    clinicId: (await clinicOf(request, hash)).id,
    actor: actorOf(request),
  });

  // Each kind's calls are served alike.
  const selections = async (k: CatalogueKind, request: FastifyRequest, hash: string) =>
    selectedAnswer(db, k, (await clinicOf(request, hash)).id);
  const entryTexts = async (k: CatalogueKind, request: FastifyRequest, hash: string, query: { sid: number; locals: string }) => {
    const clinic = await clinicOf(request, hash);
    await assertEntry(k, query.sid);
    return entryTextsAnswer(db, k, clinic.id, query.sid, editLang(query.locals));
  };
  const saveTexts = async (k: CatalogueKind, request: FastifyRequest, hash: string, body: EntryBody & TextsBody) => {
    const at = await scope(request, hash);
    await assertEntry(k, Number(body.sid));
    await save.saveEntryTexts(db, k, at, body, loadedVersion(request));
    return { error: {}, ...(await saved(at.clinicId)) };
  };
  const savePrice = async (k: CatalogueKind, request: FastifyRequest, hash: string, body: EntryBody & PriceBody) => {
    const at = await scope(request, hash);
    await assertEntry(k, Number(body.sid));
    await save.saveEntryPrice(db, k, at, body);
    return { error: {}, ...(await saved(at.clinicId)) };
  };
  /** The specialty categories' OMS and children flags: the same call with its own field names. */
  const saveFlag = async (request: FastifyRequest, flag: 'oms' | 'children', body: FlagBody, on: unknown) => {
    const at = await scope(request, body.clinicHash);
    const cid = Number(body.specialtyCategoryId);
    await kindOf(cid, specialties);
    await save.saveCategoryFlag(db, at, cid, flag, yes(on), body.locals);
    return saved(at.clinicId);
  };

  registerCalls(app, clinicCatalogueCalls, {
    activeSpecialties: () => activeCatalogueAnswer(db, specialties),
    activeServices: () => activeCatalogueAnswer(db, services),
    selectedSpecialties: (request) => selections(specialties, request, request.query.hash),
    selectedServices: (request) => selections(services, request, request.query.hash),
    specialtyTexts: (request) => entryTexts(specialties, request, request.params.hash, request.query),
    serviceTexts: async (request) => {
      // A service's texts always carry its price text (its kind's priceText).
      const { priceL10n = '', ...texts } = await entryTexts(services, request, request.params.hash, request.query);
      return { ...texts, priceL10n };
    },
    saveSpecialtyTexts: (request) => saveTexts(specialties, request, request.params.hash, request.body),
    saveServiceTexts: (request) => saveTexts(services, request, request.params.hash, request.body),
    saveSpecialtyPrice: (request) => savePrice(specialties, request, request.params.hash, request.body),
    saveServicePrice: (request) => savePrice(services, request, request.params.hash, request.body),

    selectService: async (request) => {
      const at = await scope(request, request.params.hash);
      const { sid, selected, locals } = request.body;
      await assertEntry(services, Number(sid));
      await save.saveEntrySelected(db, services, at, Number(sid), yes(selected), locals);
      return saved(at.clinicId);
    },

    categoryTexts: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      const k = await kindOf(request.query.cid);
      return categoryTextsAnswer(db, k, clinic.id, request.query.cid, editLang(request.query.locals));
    },

    saveCategoryTexts: {
      preValidation: listFields(['videoLinks']),
      handler: async (request) => {
        const at = await scope(request, request.params.hash);
        const k = await kindOf(Number(request.body.cid));
        await save.saveCategoryTexts(db, k, at, request.body, loadedVersion(request));
        return saved(at.clinicId);
      },
    },

    setCategoryOms: (request) => saveFlag(request, 'oms', request.body, request.body.isOms),
    setCategoryChildren: (request) => saveFlag(request, 'children', request.body, request.body.isChildren),

    saveFixedText: async (request) => {
      const body = request.body;
      const at = await scope(request, body.clinicHash);
      await save.saveFixedText(db, at, body.category as 'oms' | 'children', body.description ?? '', body.locals);
      return saved(at.clinicId);
    },
  });
}

type FlagBody = { clinicHash: string; specialtyCategoryId: number | string; locals?: string };
