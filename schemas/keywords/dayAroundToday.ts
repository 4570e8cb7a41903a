// `dayAroundToday: { days }`: a required calendar day written YYYY-MM-DD, no more than `days` days
// before or after today (002 §5 "Article": the publication date "within one year before to one
// year after today"; §9). Today is judged as calendarDay.ts does, generously at both ends: a day
// has begun somewhere once UTC reaches its start - 14 h, and is still today somewhere until 12 h
// after its end, so the browser and the server agree whatever the user's zone.
import { _, type CodeKeywordDefinition } from 'ajv';
import { EARLIEST_ZONE_MS } from './calendarDay';
import { keyedError, reportKeyed } from './keyedError';
import { scopedRegExp } from './scopedRegExp';

const DAY_MS = 86_400_000;
const LATEST_ZONE_MS = 12 * 3_600_000;

export const dayAroundTodayKeyword: CodeKeywordDefinition = {
  keyword: 'dayAroundToday',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    required: ['days'],
    properties: { days: { type: 'integer', minimum: 1 } },
    additionalProperties: false,
  },
  error: keyedError,
  code(cxt) {
    const { gen, data } = cxt;
    const days = (cxt.schema as { days: number }).days;
    const text = gen.const('day', _`(typeof ${data} == "string" ? ${data} : ${data} == null ? "" : String(${data})).trim()`);
    const shape = scopedRegExp(cxt, '^\\d{4}-\\d{2}-\\d{2}$');
    gen.if(_`${text} === ""`);
    reportKeyed(cxt, { key: 'check.blank' });
    gen.elseIf(
      _`!${shape}.test(${text}) || isNaN(Date.parse(${text})) || new Date(Date.parse(${text})).toISOString().slice(0, 10) !== ${text}`,
    );
    reportKeyed(cxt, { key: 'check.day' });
    gen.elseIf(
      _`Date.parse(${text}) > Date.now() + ${EARLIEST_ZONE_MS} + ${days * DAY_MS} || Date.parse(${text}) + ${DAY_MS} + ${LATEST_ZONE_MS} < Date.now() - ${days * DAY_MS}`,
    );
    reportKeyed(cxt, { key: 'check.dayWindow', days });
    gen.endIf();
  },
};
