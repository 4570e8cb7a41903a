// `select: true | [allowed values]`: a required choice (002 §5 "Select required"). With `true` the
// value must be a positive id, as a number (browser) or a numeric string (multipart); with a list
// it must be one of the listed values, compared as text so that "12" and 12 are the same choice.
// On an array (a multi-select) at least one item is needed, and every item must be a valid choice.
// Nothing chosen (absent, null, "", 0, []) reports check.select.
import { _, type Code, type CodeKeywordDefinition, stringify } from 'ajv';
import { keyedError, reportKeyed } from './keyedError';
import { scopedRegExp } from './scopedRegExp';

export type SelectRule = true | readonly (string | number)[];

export const selectKeyword: CodeKeywordDefinition = {
  keyword: 'select',
  metaSchema: {
    anyOf: [{ const: true }, { type: 'array', minItems: 1, items: { type: ['integer', 'string'] }, uniqueItems: true }],
  },
  error: keyedError,
  code(cxt) {
    const { gen, data } = cxt;
    const rule = cxt.schema as SelectRule;
    let isChoice: (value: Code) => Code;
    if (rule === true) {
      const positiveId = scopedRegExp(cxt, '^[1-9]\\d*$');
      isChoice = (value) =>
        _`(typeof ${value} == "number" ? Number.isInteger(${value}) && ${value} > 0 : typeof ${value} == "string" && ${positiveId}.test(${value}))`;
    } else {
      const values = rule.map(String);
      const allowed = gen.scopeValue('obj', { ref: values, code: stringify(values) });
      isChoice = (value) => _`((typeof ${value} == "number" || typeof ${value} == "string") && ${allowed}.includes(String(${value})))`;
    }
    const item = gen.name('item');
    const chosen = _`Array.isArray(${data}) ? ${data}.length > 0 && ${data}.every((${item}) => ${isChoice(item)}) : ${isChoice(data)}`;
    gen.if(_`!(${chosen})`, () => reportKeyed(cxt, { key: 'check.select' }));
  },
};
