/**
 * The specialties, services and prices steps' calls (001 §7), used by src/pages/clinicProfile/catalogue.
 * Each kind's paths come from the table below; `kind` is 'specialties' or 'services'.
 *
 * active        => GET  /api/admin/activespecialties | activeservices   [{ id, name, medical, specialtySet|serviceSet }]
 * selected      => GET  /api/admin/selectedspecialties | selectedservices?hash=  { spec, cat, childrenCategories, omsCategories, ... }
 * texts         => GET  /api/admin/specialty | service/{hash}?locals=&sid=  { locals, sid, specialty, priceL10n?, updated }
 * saveTexts     => POST /api/admin/specialty | service/{hash}  multipart locals, sid, specialty(, priceL10n)  400 { error: {...} }
 *                  If-Match: the section's `updated` as loaded; 409 when the section changed since
 * savePrice     => POST /api/admin/specialtyprice | serviceprice/{hash}  multipart sid, price, priceEnd, locals  400 { error }
 * select        => POST /api/admin/serviceselected/{hash}  multipart sid, selected, locals
 * category      => GET  /api/admin/category/{hash}?locals=&cid=  { locals, cid, category, videoLinks, updated }
 * saveCategory  => POST /api/admin/category/{hash}  multipart locals, cid, category, videoLinks  400 { field: [..] } (top level)
 * categoryFlag  => POST /api/admin/updateselectedspecialtiesOMS (clinicHash, specialtyCategoryId, isOms) | ...Children (isChildren)
 * fixedText     => POST /api/admin/updateOmsChildrenDescription  multipart clinicHash, category oms|children, description
 *
 * `locals` on the price, selection, flag and fixed-text writes is the edit language whose completion mark they set.
 */
import type { EditLang } from '../common/lang';
import type { HttpRequest } from './http';

export type CatalogueKindName = 'specialties' | 'services';

const PATHS = {
  specialties: { active: 'activespecialties', selected: 'selectedspecialties', texts: 'specialty', price: 'specialtyprice' },
  services: { active: 'activeservices', selected: 'selectedservices', texts: 'service', price: 'serviceprice' },
} as const satisfies Record<CatalogueKindName, Record<string, string>>;

const FLAG_CALLS = {
  oms: { path: 'updateselectedspecialtiesOMS', field: 'isOms' },
  children: { path: 'updateselectedspecialtiesChildren', field: 'isChildren' },
} as const;

export type CategoryFlag = keyof typeof FLAG_CALLS;

const api = (path: string) => `/api/admin/${path}`;
const at = (path: string, hash: string) => `/api/admin/${path}/${encodeURIComponent(hash)}`;
const form = (path: string, body: Record<string, unknown>, extra: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'POST',
  path,
  body,
  encoding: 'multipart',
  ...extra,
});

export const catalogueCalls = {
  active: (kind: CatalogueKindName): HttpRequest => ({ path: api(PATHS[kind].active) }),
  selected: (kind: CatalogueKindName, hash: string): HttpRequest => ({ path: api(PATHS[kind].selected), query: { hash } }),
  texts: (kind: CatalogueKindName, hash: string, locals: EditLang, sid: number): HttpRequest => ({
    path: at(PATHS[kind].texts, hash),
    query: { locals, sid },
  }),
  saveTexts: (kind: CatalogueKindName, hash: string, body: Record<string, unknown>, version?: number) =>
    form(at(PATHS[kind].texts, hash), body, { errorsAt: 'error', version }),
  savePrice: (kind: CatalogueKindName, hash: string, body: Record<string, unknown>) =>
    form(at(PATHS[kind].price, hash), body, { errorsAt: 'error' }),
  select: (hash: string, sid: number, selected: boolean, locals: EditLang) => form(at('serviceselected', hash), { sid, selected, locals }),
  category: (hash: string, locals: EditLang, cid: number): HttpRequest => ({ path: at('category', hash), query: { locals, cid } }),
  saveCategory: (hash: string, body: Record<string, unknown>, version?: number) =>
    form(at('category', hash), body, { errorsAt: 'root', version }),
  categoryFlag: (flag: CategoryFlag, hash: string, cid: number, on: boolean, locals: EditLang) =>
    form(api(FLAG_CALLS[flag].path), { clinicHash: hash, specialtyCategoryId: cid, [FLAG_CALLS[flag].field]: on, locals }),
  fixedText: (hash: string, category: CategoryFlag, description: string, locals: EditLang) =>
    form(api('updateOmsChildrenDescription'), { clinicHash: hash, category, description, locals }),
};
