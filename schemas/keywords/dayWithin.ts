// `dayWithin: { from: 0, to: 365, message, notBefore?: 'otherField' }`: a required calendar day
// written YYYY-MM-DD (read as 00:00 UTC), from `from` to `to` days after today, and with
// `notBefore` not before that sibling day. A promo's start (today to a year ahead) and end
// (tomorrow to a year ahead, not before the start), 002 §5 "Promo", §9. "Today" is whichever
// day it is somewhere on Earth (UTC-12 to UTC+14), so the browser, in any zone, and the server
// agree: a day is accepted when it is in the window for some zone.
import { _, type Code, type CodeKeywordDefinition, type Name } from 'ajv';
import { EARLIEST_ZONE_MS } from './calendarDay';
import { keyedError, reportKeyed } from './keyedError';
import { scopedRegExp } from './scopedRegExp';

export interface DayWithinRule {
  readonly from: number;
  readonly to: number;
  /** The i18n key reported for a day outside the window. */
  readonly message: string;
  readonly notBefore?: string;
  /** The i18n key reported for a day before `notBefore`'s. */
  readonly notBeforeMessage?: string;
}

export const DAY_MS = 86_400_000;
/** The latest zone's lag behind UTC: a day has not ended everywhere until UTC reaches its end + 12 h. */
const LATEST_ZONE_MS = 12 * 3_600_000;

export const dayWithinKeyword: CodeKeywordDefinition = {
  keyword: 'dayWithin',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    required: ['from', 'to', 'message'],
    properties: {
      from: { type: 'integer' },
      to: { type: 'integer' },
      message: { type: 'string', minLength: 1 },
      notBefore: { type: 'string', minLength: 1 },
      notBeforeMessage: { type: 'string', minLength: 1 },
    },
    additionalProperties: false,
  },
  error: keyedError,
  code(cxt) {
    const { gen, data, it } = cxt;
    const rule = cxt.schema as DayWithinRule;
    const trimmed = (value: Code | Name) => _`(typeof ${value} == "string" ? ${value} : ${value} == null ? "" : String(${value})).trim()`;
    const text = gen.const('day', trimmed(data));
    const shape = scopedRegExp(cxt, '^\\d{4}-\\d{2}-\\d{2}$');
    const isDay = (value: Code | Name) =>
      _`${shape}.test(${value}) && !isNaN(Date.parse(${value})) && new Date(Date.parse(${value})).toISOString().slice(0, 10) === ${value}`;
    const dayStart = (shift: number) => _`(Math.floor((Date.now() + ${shift}) / ${DAY_MS}) * ${DAY_MS})`;
    if (rule.notBefore && it.dataLevel === 0) throw new Error('dayWithin.notBefore reads a sibling property: use it on a property');
    // Declared before the branches: a const made inside one is out of scope in the next.
    const other = rule.notBefore ? gen.const('other', trimmed(_`${it.parentData}[${rule.notBefore}]`)) : undefined;
    gen.if(_`${text} === ""`);
    reportKeyed(cxt, { key: 'check.blank' });
    gen.elseIf(_`!(${isDay(text)})`);
    reportKeyed(cxt, { key: 'check.day' });
    gen.elseIf(
      _`Date.parse(${text}) < ${dayStart(-LATEST_ZONE_MS)} + ${rule.from * DAY_MS} || Date.parse(${text}) > ${dayStart(EARLIEST_ZONE_MS)} + ${rule.to * DAY_MS}`,
    );
    reportKeyed(cxt, { key: rule.message });
    if (other) {
      gen.elseIf(_`${isDay(other)} && Date.parse(${text}) < Date.parse(${other})`);
      reportKeyed(cxt, { key: rule.notBeforeMessage ?? rule.message });
    }
    gen.endIf();
  },
};
