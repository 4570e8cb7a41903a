// `calendarDay: { min: 'YYYY-MM-DD', notFuture?: true, required?: true }`: a calendar day written
// YYYY-MM-DD (a review's publication and treatment dates, 001 §5), read as that day at 00:00 UTC
// (docs/data-model.md "Calendar days"). It must be a real day, not before `min` and, with
// `notFuture`, not after today: a day counts as reached once it has begun in some time zone
// (UTC+14), so that the browser and the server agree whatever the user's zone.
import { _, type CodeKeywordDefinition } from 'ajv';
import { keyedError, reportKeyed } from './keyedError';
import { scopedRegExp } from './scopedRegExp';

export interface CalendarDayRule {
  readonly min: string;
  readonly notFuture?: boolean;
  readonly required?: boolean;
}

/** The earliest zone's lead on UTC: a day has begun somewhere once UTC reaches its start - 14 h. */
export const EARLIEST_ZONE_MS = 14 * 3_600_000;

/** 'YYYY-MM-DD' as shown to people in messages: DD.MM.YYYY. */
const shown = (day: string) => day.split('-').reverse().join('.');

export const calendarDayKeyword: CodeKeywordDefinition = {
  keyword: 'calendarDay',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    required: ['min'],
    properties: {
      min: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      notFuture: { type: 'boolean' },
      required: { type: 'boolean' },
    },
    additionalProperties: false,
  },
  error: keyedError,
  code(cxt) {
    const { gen, data } = cxt;
    const rule = cxt.schema as CalendarDayRule;
    const [y, m, d] = rule.min.split('-').map(Number);
    const minMs = Date.UTC(y, m - 1, d);
    const text = gen.const('day', _`(typeof ${data} == "string" ? ${data} : ${data} == null ? "" : String(${data})).trim()`);
    const shape = scopedRegExp(cxt, '^\\d{4}-\\d{2}-\\d{2}$');
    gen.if(_`${text} === ""`);
    if (rule.required) reportKeyed(cxt, { key: 'check.blank' });
    gen.elseIf(
      _`!${shape}.test(${text}) || isNaN(Date.parse(${text})) || new Date(Date.parse(${text})).toISOString().slice(0, 10) !== ${text}`,
    );
    reportKeyed(cxt, { key: 'check.day' });
    gen.elseIf(_`Date.parse(${text}) < ${minMs}`);
    reportKeyed(cxt, { key: 'check.dayMin', day: shown(rule.min) });
    if (rule.notFuture) {
      gen.elseIf(_`Date.parse(${text}) > Date.now() + ${EARLIEST_ZONE_MS}`);
      reportKeyed(cxt, { key: 'check.dayFuture' });
    }
    gen.endIf();
  },
};
