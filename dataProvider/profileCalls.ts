/**
 * The clinic profile editor's call not declared yet (000 §7): the clinic the frame shows. The
 * steps' own calls are declared in resources/clinics/profileCalls.ts and made through the data
 * provider's methods of their names; this one moves with the clinics list's route file.
 *
 * clinic      => GET  /api/admin/getclinic?hash=          names, visibility, completeEdit
 */
import type { HttpRequest } from './http';

export const profileCalls = {
  clinic: (hash: string): HttpRequest => ({ path: '/api/admin/getclinic', query: { hash } }),
};
