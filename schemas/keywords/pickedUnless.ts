// `pickedUnless: { also: ['otherList'], flag: 'otherFlag' }`: a group of pickers needs one pick —
// in this comma list or in any of `also` — unless the sibling `flag` is on. A review's categories
// (001 §5): required, but not once any category or specialty is picked or "all categories" is set.
// Reports check.select on this field; the lists' own shape is left to their `text` rules.
import { _, type Code, type CodeKeywordDefinition, stringify } from 'ajv';
import { keyedError, reportKeyed } from './keyedError';

export interface PickedUnlessRule {
  readonly also: readonly string[];
  readonly flag?: string;
  /** A sibling whose value, once given, waives the pick (a holder's promo needs none, 002 §5). */
  readonly filled?: string;
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
      filled: { type: 'string', minLength: 1 },
    },
    additionalProperties: false,
  },
  error: keyedError,
  code(cxt) {
    const { gen, data, it } = cxt;
    if (it.dataLevel === 0) throw new Error('pickedUnless reads sibling properties: use it on a property');
    const { also, flag, filled } = cxt.schema as PickedUnlessRule;
    const siblings = gen.scopeValue('obj', { ref: also, code: stringify(also) });
    const parent = it.parentData;
    const picked = (value: Code) =>
      _`(Array.isArray(${value}) ? ${value}.length > 0 : (${value} == null ? "" : String(${value})).trim() !== "")`;
    const item = gen.name('name');
    const flagOn = flag ? _`[true, "true", "1", 1].includes(${parent}[${flag}])` : _`false`;
    const given = filled ? _`(${parent}[${filled}] == null ? "" : String(${parent}[${filled}])).trim() !== ""` : _`false`;
    const on = _`${flagOn} || ${given}`;
    const any = _`${picked(data)} || ${siblings}.some((${item}) => ${picked(_`${parent}[${item}]`)})`;
    gen.if(_`!(${on}) && !(${any})`, () => reportKeyed(cxt, { key: 'check.select' }));
  },
};
