// The wire's id lists as the forms keep them, a comma list ("3,12"), and back: the shared schemas
// take `clinicIds`, `categories`, `diseases` that way.
export const joinIds = (ids: readonly (number | string)[] | undefined) => (ids ?? []).join(',');
export const splitIds = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : []);
