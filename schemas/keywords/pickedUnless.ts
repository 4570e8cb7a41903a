// `pickedUnless: { also: ['otherList'], flag: 'otherFlag' }`: a group of pickers needs one pick —
// in this comma list or in any of `also` — unless the sibling `flag` is on. A review's categories
// (001 §5): required, but not once any category or specialty is picked or "all categories" is set.
// Reports check.select on this field (or the rule's own `message`); the lists' own shape is left to
// their `text` rules. An absent list counts as empty (fieldErrors.ts `withEmptyFields`) unless the
// rule says `whenSent`: then a payload without the list is a shape that has none (a holder's promo,
// 002 §7 second shape) and only a sent list needs its pick.
import { _, type Code, type CodeKeywordDefinition, stringify } from 'ajv';
import { keyedError, reportKeyed } from './keyedError';

export interface PickedUnlessRule {
  readonly also: readonly string[];
  readonly flag?: string;
  /** Checked only when the list is in the payload (see above). */
  readonly whenSent?: boolean;
  /** The i18n key reported instead of check.select (a promo's 'at least one category or disease'). */
  readonly message?: string;
}

export const pickedUnlessKeyword: CodeKeywordDefinition = {
  keyword: 'pickedUnless',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    required: ['also'],
    properties: {
      also: { type: 'array', items: { type: 'string' } },
      flag: { type: 'string', minLength: 1 },
      message: { type: 'string', minLength: 1 },
      whenSent: { type: 'boolean' },
    },
    additionalProperties: false,
  },
  error: keyedError,
  code(cxt) {
    const { gen, data, it } = cxt;
    if (it.dataLevel === 0) throw new Error('pickedUnless reads sibling properties: use it on a property');
    const { also, flag, message } = cxt.schema as PickedUnlessRule;
    const siblings = gen.scopeValue('obj', { ref: also, code: stringify(also) });
    const parent = it.parentData;
    const picked = (value: Code) =>
      _`(Array.isArray(${value}) ? ${value}.length > 0 : (${value} == null ? "" : String(${value})).trim() !== "")`;
    const item = gen.name('name');
    const on = flag ? _`[true, "true", "1", 1].includes(${parent}[${flag}])` : _`false`;
    const any = _`${picked(data)} || ${siblings}.some((${item}) => ${picked(_`${parent}[${item}]`)})`;
    gen.if(_`!(${on}) && !(${any})`, () => reportKeyed(cxt, { key: message ?? 'check.select' }));
  },
};
