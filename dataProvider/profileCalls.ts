/**
 * The clinic profile editor's calls (000 §7, 001 §7), used by src/pages/clinicProfile:
 *
 * clinic      => GET  /api/admin/getclinic?hash=          names, visibility, completeEdit
 * base        => GET  /api/admin/base/{hash}?locals=RU|EN  { base, langs, cities, videoLinks, clinic, completeEdit }
 * saveBase    => POST /api/admin/base/{hash}  multipart locals + the base fields  400 { error: { field: [..] } }
 *                If-Match: the section's `updated` as loaded; 409 when the section changed since
 * additional  => GET  /api/admin/additional/{hash}?locals=  { additional, clinic, completeEdit }
 * saveAdditional => POST /api/admin/additional/{hash}  multipart locals + the additional fields, same errors
 * approve     => POST /api/admin/approve/{hash}  multipart locals (RU, EN or ALL), menu (section number)
 * timeZones   => GET  /api/admin/zimezones?country=RUSSIA  [{ id, name }] (the spec's spelling)
 */
import type { HttpRequest } from './http';

const at = (path: string, hash: string) => `/api/admin/${path}/${encodeURIComponent(hash)}`;

export type ProfileLocals = 'RU' | 'EN' | 'ALL';

export const profileCalls = {
  clinic: (hash: string): HttpRequest => ({ path: '/api/admin/getclinic', query: { hash } }),
  section: (section: 'base' | 'additional', hash: string, locals: ProfileLocals): HttpRequest => ({
    path: at(section, hash),
    query: { locals },
  }),
  /** `version`: the section's `updated` as loaded; undefined saves over whatever is stored. */
  saveSection: (section: 'base' | 'additional', hash: string, body: Record<string, unknown>, version?: number): HttpRequest => ({
    method: 'POST',
    path: at(section, hash),
    body,
    encoding: 'multipart',
    errorsAt: 'error',
    version,
  }),
  approve: (hash: string, locals: ProfileLocals, menu: number): HttpRequest => ({
    method: 'POST',
    path: at('approve', hash),
    body: { locals, menu },
    encoding: 'multipart',
  }),
  timeZones: (): HttpRequest => ({ path: '/api/admin/zimezones', query: { country: 'RUSSIA' } }),
};
