// `textMinUnless: { min: N, filled: 'otherField' }`: a text needs at least N characters (counted
// as the `text` rule counts them: markup and non-breaking spaces stripped) unless its sibling
// `filled` holds something. A review's text (001 §5): 50 characters, or none once a video link is
// given. The maximum and the rest stay with the field's own `text` rule.
import { _, type Code, type CodeKeywordDefinition } from 'ajv';
import { keyedError, reportKeyed } from './keyedError';
import { scopedRegExp } from './scopedRegExp';
import { INVISIBLE } from './text';

export interface TextMinUnlessRule {
  readonly min: number;
  readonly filled: string;
}

export const textMinUnlessKeyword: CodeKeywordDefinition = {
  keyword: 'textMinUnless',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    required: ['min', 'filled'],
    properties: { min: { type: 'integer', minimum: 1 }, filled: { type: 'string', minLength: 1 } },
    additionalProperties: false,
  },
  error: keyedError,
  code(cxt) {
    const { gen, data, it } = cxt;
    if (it.dataLevel === 0) throw new Error('textMinUnless reads a sibling property: use it on a property');
    const { min, filled } = cxt.schema as TextMinUnlessRule;
    const invisible = scopedRegExp(cxt, INVISIBLE, 'giu');
    const plain = (value: Code) => _`Array.from((${value} == null ? "" : String(${value})).replace(${invisible}, "").trim()).length`;
    const other = gen.const('other', plain(_`${it.parentData}[${filled}]`));
    const length = gen.const('length', plain(data));
    gen.if(_`${other} === 0 && ${length} < ${min}`, () => reportKeyed(cxt, { key: 'check.min', length: min }));
  },
};
