// Building blocks of the request schemas (path parameters, query strings, non-form bodies) that the
// clinic-side calls share: the declarations (resources/<area>/calls.ts) read them, so they are shared
// data here rather than in server/. Query strings and paths are text (coerced by the params
// validator); JSON bodies may carry numbers and booleans or their text.

/** Clinic and agent hashes are uuid-shaped. */
export const hash = { type: 'string', pattern: '^[0-9A-Fa-f-]{36}$' } as const;
/** A positive id in a JSON body, as a number or as its text. */
export const id = { type: ['integer', 'string'], minimum: 1, pattern: '^[1-9]\\d{0,8}$' } as const;
export const flag = { enum: [true, false, 'true', 'false', '1', '0'] } as const;
export const lang = { enum: ['RU', 'EN', 'ru', 'en'] } as const;

/** The clinic's (or doctor's) hash alone: as path parameters, a query string or a JSON body. */
export const hashParams = { type: 'object', required: ['hash'], properties: { hash } } as const;
export const hashQuery = hashParams;
export const hashBody = hashParams;

/** A record's `:id` in a path, or its id in a query: a positive id that fits the tables' 32-bit
 * integer column (text coerced by the params validator). */
export const rowId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const rowIdParams = { type: 'object', required: ['id'], properties: { id: rowId } } as const;

/** `:id` in a path, read as `id` is in a JSON body (a number or its text). */
export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

export const localsQuery = { type: 'object', required: ['locals'], properties: { locals: lang } } as const;

/** Zero-based pages; sizes above 1000 (what pickers ask) are capped by the route. */
export const pageQuery = {
  page: { type: 'integer', minimum: 0, default: 0 },
  size: { type: 'integer', minimum: 1, default: 15 },
} as const;
