// Request schema parts of the clinic-side route files not declared yet, and the flag reader their
// handlers share. Query strings and paths are text (coerced by the params validator); JSON bodies
// may carry numbers and booleans or their text.

// The shared parts live in schemas/requests/common.ts (the declarations read them too).
export { flag, hash, hashParams, id, lang, localsQuery, pageQuery } from '../../../schemas/requests/common';

/** A flag of `flag`'s spellings as a boolean. */
export const yes = (value: unknown) => value === true || value === 'true' || value === '1';
