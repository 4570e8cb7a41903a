// `requiredWhen: { field: 'type', messages: { FULL: 'key', ... } }`: a text that must be filled
// when its sibling `field` holds one of the listed values, each with its own message. A banner's
// marker (002 §5 "Banners"): required, with the spec's alert for the banner's type. The text is
// counted as the `text` rule counts it (markup and non-breaking spaces stripped).
import { _, type CodeKeywordDefinition, stringify } from 'ajv';
import { keyedError, reportKeyed } from './keyedError';
import { scopedRegExp } from './scopedRegExp';
import { INVISIBLE } from './text';

export interface RequiredWhenRule {
  readonly field: string;
  readonly messages: Readonly<Record<string, string>>;
}

export const requiredWhenKeyword: CodeKeywordDefinition = {
  keyword: 'requiredWhen',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    required: ['field', 'messages'],
    properties: {
      field: { type: 'string', minLength: 1 },
      messages: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } },
    },
    additionalProperties: false,
  },
  error: keyedError,
  code(cxt) {
    const { gen, data, it } = cxt;
    if (it.dataLevel === 0) throw new Error('requiredWhen reads a sibling property: use it on a property');
    const rule = cxt.schema as RequiredWhenRule;
    const invisible = scopedRegExp(cxt, INVISIBLE, 'giu');
    const blank = gen.const('blank', _`(${data} == null ? "" : String(${data})).replace(${invisible}, "").trim() === ""`);
    const other = gen.const('other', _`String(${it.parentData}[${rule.field}] ?? "")`);
    for (const [value, key] of Object.entries(rule.messages)) {
      gen.if(_`${blank} && ${other} === ${stringify(value)}`, () => reportKeyed(cxt, { key }));
    }
  },
};
