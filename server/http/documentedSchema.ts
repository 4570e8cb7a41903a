// A route's request schema as the API reference shows it. The shared schemas carry the spec's
// own rules as custom keywords (schemas/keywords), which OpenAPI tools do not know: each becomes
// an `x-` extension with the same value, a sentence in the property's description says what it
// checks, and a property whose rule makes it required is listed in `required`, as the validator
// reads it (an absent text or select counts as blank, and blank fails a required rule).

import type { SelectRule } from '../../schemas/keywords/select';
import { isRequiredText, type TextRule } from '../../schemas/keywords/text';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function textSentence(rule: TextRule): string {
  const { min, max } = rule;
  const length = min && max ? `${min} to ${max} characters` : max ? `at most ${max} characters` : min ? `at least ${min} characters` : '';
  const parts = [
    isRequiredText(rule) ? 'Required, not blank' : 'May be blank',
    length && `${length} once markup and non-breaking spaces are left out`,
    rule.format && `format ${rule.format}`,
    rule.pattern && `matches ${rule.pattern}`,
  ];
  return `${parts.filter(Boolean).join('; ')}.`;
}

const selectSentence = (rule: SelectRule) =>
  rule === true
    ? 'Required choice: a positive id, as a number or as its text.'
    : `Required choice of ${rule.join(', ')} (a number or its text).`;

/** What each custom keyword says in words; keywords without a sentence are only renamed. */
const SENTENCES: Record<string, (value: never) => string> = {
  text: textSentence,
  select: selectSentence,
  maxitems: (limit: number) => `At most ${limit} choices.`,
  sameAs: (field: string) => `Must equal ${field}.`,
  notBelow: (field: string) => `Needs ${field} when given, and is not below it.`,
  textMinUnless: ({ min, filled }: { min: number; filled: string }) => `At least ${min} characters unless ${filled} is given.`,
  calendarDay: ({ min, notFuture, required }: { min: string; notFuture?: boolean; required?: boolean }) =>
    `${required ? 'Required' : 'May be blank'}; a day YYYY-MM-DD from ${min}${notFuture ? ' to today' : ''}.`,
  pickedUnless: ({ also, flag, whenSent }: { also: string[]; flag?: string; whenSent?: boolean }) =>
    `${whenSent ? 'When sent, needs a pick' : 'Required'} unless ${[...also].join(' or ')} has a pick${flag ? ` or ${flag} is on` : ''}.`,
  dayWithin: ({ from, to, notBefore }: { from: number; to: number; notBefore?: string }) =>
    `Required; a day YYYY-MM-DD from ${from} to ${to} days after today${notBefore ? `, not before ${notBefore}` : ''}.`,
  requiredWhen: ({ field, messages }: { field: string; messages: Record<string, string> }) =>
    `Required when ${field} is ${Object.keys(messages).join(', ')}.`,
};

/** Keywords of the shared ajv instance that are not JSON Schema's (ajv-errors' messages included). */
const CUSTOM = new Set([...Object.keys(SENTENCES), 'errorMessage']);

const isRuleRequired = (property: unknown) =>
  isSchema(property) &&
  ('select' in property ||
    (isSchema(property.text) && isRequiredText(property.text as TextRule)) ||
    (isSchema(property.calendarDay) && property.calendarDay.required === true) ||
    'dayWithin' in property);

const mapValues = (object: Schema, map: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));

/** Subschema positions: how to reach the schemas inside each keyword's value. */
const NESTED: Record<string, (value: unknown) => unknown> = {
  properties: (value) => (isSchema(value) ? mapValues(value, documentedSchema) : value),
  items: (value) => documentedSchema(value),
  additionalProperties: (value) => documentedSchema(value),
  anyOf: (value) => (Array.isArray(value) ? value.map(documentedSchema) : value),
  oneOf: (value) => (Array.isArray(value) ? value.map(documentedSchema) : value),
  allOf: (value) => (Array.isArray(value) ? value.map(documentedSchema) : value),
  not: (value) => documentedSchema(value),
};

export function documentedSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const out: Schema = {};
  const sentences: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (CUSTOM.has(key)) {
      out[`x-${key}`] = value;
      const sentence = SENTENCES[key];
      if (sentence) sentences.push(sentence(value as never));
    } else {
      out[key] = NESTED[key] ? NESTED[key](value) : value;
    }
  }
  if (sentences.length) out.description = [schema.description, ...sentences].filter(Boolean).join(' ');
  if (isSchema(schema.properties)) {
    const ruled = Object.keys(schema.properties).filter((name) => isRuleRequired((schema.properties as Schema)[name]));
    const required = [...new Set([...((schema.required as string[] | undefined) ?? []), ...ruled])];
    if (required.length) out.required = required;
  }
  return out;
}
