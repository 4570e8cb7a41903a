/**
 * The clinic profile editor's calls (000 §7, 001 §7), used by src/pages/clinicProfile:
 *
 * clinic      => GET  /api/admin/getclinic?hash=          names, visibility, completeEdit
 * base        => GET  /api/admin/base/{hash}?locals=RU|EN  { base, langs, cities, videoLinks, clinic, completeEdit }
 * saveBase    => POST /api/admin/base/{hash}  multipart locals + the base fields  400 { error: { field: [..] } }
 *                If-Match: the section's `updated` as loaded; 409 when the section changed since
 * additional  => GET  /api/admin/additional/{hash}?locals=  { additional, clinic, completeEdit }
 * saveAdditional => POST /api/admin/additional/{hash}  multipart locals + the additional fields, same errors
 * offer       => GET  /api/admin/offer/{hash}?locals=  { offer, clinic, completeEdit }
 * saveOffer   => POST /api/admin/offer/{hash}  multipart locals, responseRate, priceSegment, clinicOffer, clinicAdv,
 *                recommended  400 { field: [..] } (top-level keys, 001 §8); If-Match as above
 * promotions  => GET  /api/admin/promotions/{hash}?locals=  { promotions, clinic, completeEdit }
 * savePromotions => POST /api/admin/promotions/{hash}  multipart locals, specialOffer, top-level errors
 * oms         => GET  /api/admin/oms/{hash}  { count, oms: [{ code, name }] } (read-only)
 * approve     => POST /api/admin/approve/{hash}  multipart locals (RU, EN or ALL), menu (section number)
 */
import type { ErrorsAt, HttpRequest } from './http';

const at = (path: string, hash: string) => `/api/admin/${path}/${encodeURIComponent(hash)}`;

export type ProfileLocals = 'RU' | 'EN' | 'ALL';

/** The form sections loaded and saved at /api/admin/<section>/{hash}, and where each save's
 * answer puts its field errors. */
const SECTION_ERRORS = { base: 'error', additional: 'error', offer: 'root', promotions: 'root' } as const satisfies Record<
  string,
  ErrorsAt
>;

export type ProfileSection = keyof typeof SECTION_ERRORS;

export const profileCalls = {
  clinic: (hash: string): HttpRequest => ({ path: '/api/admin/getclinic', query: { hash } }),
  section: (section: ProfileSection, hash: string, locals: ProfileLocals): HttpRequest => ({
    path: at(section, hash),
    query: { locals },
  }),
  /** `version`: the section's `updated` as loaded; undefined saves over whatever is stored. */
  saveSection: (section: ProfileSection, hash: string, body: Record<string, unknown>, version?: number): HttpRequest => ({
    method: 'POST',
    path: at(section, hash),
    body,
    encoding: 'multipart',
    errorsAt: SECTION_ERRORS[section],
    version,
  }),
  approve: (hash: string, locals: ProfileLocals, menu: number): HttpRequest => ({
    method: 'POST',
    path: at('approve', hash),
    body: { locals, menu },
    encoding: 'multipart',
  }),
  oms: (hash: string): HttpRequest => ({ path: at('oms', hash) }),
};
