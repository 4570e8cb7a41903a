// Query, path and body schemas of the clinics and agents calls. Query strings and paths are text
// (coerced by the params validator); JSON bodies may carry numbers and booleans or their text.
import { PROFILE_SECTIONS, SECTION_STATES } from '../../../common/completion';
import { flag, hash, id, lang, pageQuery } from '../../../schemas/requests/common';

// The shared parts live in schemas/requests/common.ts (the declarations read them too).
export { flag, hash, hashParams, id, lang, localsQuery, pageQuery } from '../../../schemas/requests/common';

/** '' or digits: an optional id filter of a query string ('' and 0 mean none). */
const optionalId = { type: 'string', pattern: '^\\d{0,9}$' } as const;
/** A flag of `flag`'s spellings as a boolean. */
export const yes = (value: unknown) => value === true || value === 'true' || value === '1';

export const clinicsListQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 256 },
    cityId: optionalId,
    cId: optionalId,
    sid: optionalId,
    locals: { enum: ['', 'RU', 'EN', 'ru', 'en'] },
    hideDeactive: { enum: ['', 'true', 'false', '1', '0'] },
    // Not in the spec (issue 12, points 9 and 10): a stale review in a language, and one section's
    // state in one language as "<section>.<RU|EN>.<complete|stale|incomplete>".
    stale: { enum: ['', 'RU', 'EN'] },
    completion: { type: 'string', pattern: `^((${PROFILE_SECTIONS.join('|')})\\.(RU|EN)\\.(${SECTION_STATES.join('|')}))?$` },
    ...pageQuery,
  },
} as const;

export const toggleClinicBody = {
  type: 'object',
  required: ['hash', 'locals', 'visible'],
  properties: { hash, locals: lang, visible: flag },
} as const;

export const toggleDirectLeadBody = { type: 'object', required: ['hash', 'dLead'], properties: { hash, dLead: flag } } as const;

/** agentId null (which the shared validator reads as absent), 0 or '' clears the superagent. */
export const setSuperAgentBody = {
  type: 'object',
  required: ['hash'],
  properties: { hash, agentId: { anyOf: [id, { const: 0 }, { const: '' }] } },
} as const;
