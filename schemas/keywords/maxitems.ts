// `maxitems: N`: a multi-select allows at most N choices (002 §5 "Multi-select: maximum items").
import { _, type CodeKeywordDefinition } from 'ajv';
import { keyedError, reportKeyed } from './keyedError';

export const maxitemsKeyword: CodeKeywordDefinition = {
  keyword: 'maxitems',
  type: 'array',
  schemaType: 'number',
  metaSchema: { type: 'integer', minimum: 1 },
  error: keyedError,
  code(cxt) {
    const limit = cxt.schema as number;
    cxt.gen.if(_`${cxt.data}.length > ${limit}`, () => reportKeyed(cxt, { key: 'check.maxitems', length: limit }));
  },
};
