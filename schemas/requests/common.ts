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

export const hashParams = { type: 'object', required: ['hash'], properties: { hash } } as const;

export const localsQuery = { type: 'object', required: ['locals'], properties: { locals: lang } } as const;

/** Zero-based pages; sizes above 1000 (what pickers ask) are capped by the route. */
export const pageQuery = {
  page: { type: 'integer', minimum: 0, default: 0 },
  size: { type: 'integer', minimum: 1, default: 15 },
} as const;
