// `text: { min?, max?, notblank?, blankMessage?, format?, pattern?, patternMessage? }`: the spec's generic field
// rule (002 §5 "Generic field checks"). The text is trimmed and markup and non-breaking spaces
// are stripped before its length is counted; a non-empty text must satisfy min, max, format and
// pattern; an empty one fails only when required (notblank, or min > 0 with notblank unset), with
// the blank message the spec gives that field (blankMessage, e.g. 'Укажите URL') or the generic one.
// Before all that, any text is refused that holds a character no text may hold (control characters
// and noncharacters, forbiddenCharacters.ts), empty or not, with its own message.
import { _, type CodeKeywordDefinition } from 'ajv';
import { type TextFormatName, textFormats } from '../formats';
import { FORBIDDEN_CHARACTERS } from './forbiddenCharacters';
import { type KeyedParams, keyedError, reportKeyed } from './keyedError';
import { scopedRegExp } from './scopedRegExp';

export interface TextRule {
  readonly min?: number;
  readonly max?: number;
  readonly notblank?: boolean;
  /** The i18n key reported when a required text is empty, where the spec words it per field. */
  readonly blankMessage?: string;
  readonly format?: TextFormatName;
  readonly pattern?: string;
  readonly patternMessage?: string;
}

// Tags, the non-breaking space entity (named, decimal, hex) and the U+00A0 character itself.
export const INVISIBLE = '<[^>]*>|&nbsp;|&#160;|&#x0*a0;|\\u00a0';

export const isRequiredText = (rule: TextRule): boolean => rule.notblank ?? (rule.min ?? 0) > 0;

/** The checks a non-empty text must pass: [pattern, what to report when it does not match]. */
function patternChecks(rule: TextRule): [string, KeyedParams][] {
  const checks: [string, KeyedParams][] = [];
  if (rule.format) {
    const { pattern, key, ...rest } = textFormats[rule.format];
    checks.push([pattern, { key, ...('params' in rest ? rest.params : {}) }]);
  }
  if (rule.pattern && rule.patternMessage) checks.push([rule.pattern, { key: rule.patternMessage }]);
  return checks;
}

/** What an empty required text reports: the field's own message, else the minimum or blank one. */
function blankError(rule: TextRule): KeyedParams {
  if (rule.blankMessage) return { key: rule.blankMessage };
  return rule.min ? { key: 'check.min', length: rule.min } : { key: 'check.blank' };
}

export const textKeyword: CodeKeywordDefinition = {
  keyword: 'text',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: {
      min: { type: 'integer', minimum: 0 },
      max: { type: 'integer', minimum: 1 },
      notblank: { type: 'boolean' },
      blankMessage: { type: 'string', minLength: 1 },
      format: { enum: Object.keys(textFormats) },
      pattern: { type: 'string', format: 'regex' },
      patternMessage: { type: 'string', minLength: 1 },
    },
    dependencies: { pattern: ['patternMessage'], patternMessage: ['pattern'] },
    additionalProperties: false,
  },
  error: keyedError,
  code(cxt) {
    const { gen, data } = cxt;
    const rule = cxt.schema as TextRule;
    const forbidden = scopedRegExp(cxt, FORBIDDEN_CHARACTERS);
    gen.if(_`typeof ${data} == "string" && ${forbidden}.test(${data})`, () => reportKeyed(cxt, { key: 'check.characters' }));
    // Absent and null values count as empty; numbers (a rating typed into a number input) as text.
    const text = gen.const('text', _`(typeof ${data} == "string" ? ${data} : ${data} == null ? "" : String(${data})).trim()`);
    const invisible = scopedRegExp(cxt, INVISIBLE, 'giu');
    // Counted in characters (code points), as the database counts them.
    const length = gen.const('length', _`Array.from(${text}.replace(${invisible}, "").trim()).length`);
    gen.if(_`${length} > 0`);
    if (rule.min) {
      const min = rule.min;
      gen.if(_`${length} < ${min}`, () => reportKeyed(cxt, { key: 'check.min', length: min }));
    }
    if (rule.max !== undefined) {
      const max = rule.max;
      gen.if(_`${length} > ${max}`, () => reportKeyed(cxt, { key: 'check.max', length: max }));
    }
    for (const [pattern, params] of patternChecks(rule)) {
      gen.if(_`!${scopedRegExp(cxt, pattern)}.test(${text})`, () => reportKeyed(cxt, params));
    }
    if (isRequiredText(rule)) {
      gen.else();
      reportKeyed(cxt, blankError(rule));
    }
    gen.endIf();
  },
};
