// `notBelow: 'otherField'`: the end of a range ("to") must not be below its start ("from"), and
// needs a start. Both are digit texts checked by their own `text` rule; an empty end is left to
// it, and a start that is not a number is reported on the start alone (its own format message).
import { _, type Code, type CodeKeywordDefinition, type Name } from 'ajv';
import { keyedError, reportKeyed } from './keyedError';

const text = (value: Code | Name) => _`(${value} == null ? "" : String(${value})).trim()`;

export const notBelowKeyword: CodeKeywordDefinition = {
  keyword: 'notBelow',
  schemaType: 'string',
  error: keyedError,
  code(cxt) {
    const { gen, data, it } = cxt;
    if (it.dataLevel === 0) throw new Error('notBelow compares sibling properties: use it on a property');
    const end = gen.const('end', text(data));
    const start = gen.const('start', text(_`${it.parentData}[${cxt.schema as string}]`));
    gen.if(_`${end} !== "" && ${start} === ""`, () => reportKeyed(cxt, { key: 'check.rangeStart' }));
    gen.if(_`/^\\d+$/.test(${end}) && /^\\d+$/.test(${start}) && Number(${end}) < Number(${start})`, () =>
      reportKeyed(cxt, { key: 'check.notBelow' }),
    );
  },
};
