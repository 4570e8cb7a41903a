// `sameAs: 'otherField'`: a non-empty value must equal its sibling property (a repeated password).
// An empty value is left to the `text` rule. Reports check.sameAs; a form names its own message
// with ajv-errors (`errorMessage: { sameAs: 'password.notEqual' }`).
import { _, type CodeKeywordDefinition } from 'ajv';
import { keyedError, reportKeyed } from './keyedError';

export const sameAsKeyword: CodeKeywordDefinition = {
  keyword: 'sameAs',
  schemaType: 'string',
  error: keyedError,
  code(cxt) {
    const { gen, data, it } = cxt;
    if (it.dataLevel === 0) throw new Error('sameAs compares sibling properties: use it on a property');
    const sibling = _`${it.parentData}[${cxt.schema as string}]`;
    gen.if(_`typeof ${data} == "string" && ${data} !== "" && ${data} !== ${sibling}`, () => reportKeyed(cxt, { key: 'check.sameAs' }));
  },
};
