// A request flag in any of the spellings the `flag` schema accepts (schemas/requests/common.ts:
// true, 'true', '1' and their opposites) as a boolean, for the handlers that read one.

/** A flag of `flag`'s spellings as a boolean. */
export const yes = (value: unknown) => value === true || value === 'true' || value === '1';
