// Query and body schemas of the specialties, services and prices steps' calls that are not forms
// (the forms' schemas are the shared ones in schemas/; resources/clinics/catalogueCalls.ts).
// `locals` on a flag, selection or text write is not in the spec's bodies: it names the edit
// language whose completion mark the write sets (both when absent).
import { flag, hash, id, lang } from './common';

export const optionalLocals = { type: 'string', enum: ['RU', 'EN', 'ru', 'en'] } as const;

export { hashQuery } from './common';

/** Query ids are text coerced by the params validator. */
const queryId = { type: 'integer', minimum: 1 } as const;
export const entryQuery = { type: 'object', required: ['locals', 'sid'], properties: { locals: lang, sid: queryId } } as const;
export const categoryQuery = { type: 'object', required: ['locals', 'cid'], properties: { locals: lang, cid: queryId } } as const;

export const serviceSelectedBody = {
  type: 'object',
  required: ['sid', 'selected'],
  properties: { sid: id, selected: flag, locals: optionalLocals },
} as const;

const categoryFlag = <const Name extends string>(name: Name) =>
  ({
    type: 'object',
    required: ['clinicHash', 'specialtyCategoryId', name],
    properties: { clinicHash: hash, specialtyCategoryId: id, [name]: flag, locals: optionalLocals },
  }) as const;

export const omsFlagBody = categoryFlag('isOms');
export const childrenFlagBody = categoryFlag('isChildren');
