// Building blocks of the answer schemas (schemas/answers/*): the shapes several calls share.
// Answer schemas document what the server sends (the OpenAPI reference at /api/docs) and are
// checked against real answers by the API tests; they never filter or serialise an answer.

/** A per-language pair keyed by the content languages (000 §3 "per language"). */
export function byLang<const Schema>(schema: Schema) {
  return {
    type: 'object',
    required: ['RU', 'EN'],
    additionalProperties: false,
    properties: { RU: schema, EN: schema },
  } as const;
}

/** An object with exactly these properties, all present. */
export function exact<const Properties extends Record<string, unknown>>(properties: Properties) {
  return {
    type: 'object',
    required: Object.keys(properties) as (keyof Properties & string)[],
    additionalProperties: false,
    properties,
  } as const;
}

export const integer = { type: 'integer' } as const;
export const text = { type: 'string' } as const;
export const flag = { type: 'boolean' } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const nullableNumber = { type: ['number', 'null'] } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const epochMs = { type: 'integer', description: 'Epoch milliseconds.' } as const;
/** What an edit form sends back in If-Match: a save over a newer version answers 409. */
export const version = { type: 'integer', minimum: 0, description: 'The version to send back in If-Match (0: never saved).' } as const;
export const textList = { type: 'array', items: text } as const;
export const integerList = { type: 'array', items: integer } as const;

/** `{}`: what a call answers when it has nothing to say. */
export const emptyAnswer = { type: 'object', additionalProperties: false } as const;

/** Dates of one language per section number (000 §4): cd content date, rd review date. */
const bySection = { type: 'object', propertyNames: { pattern: '^\\d+$' }, additionalProperties: nullableInteger } as const;
export const sectionMarks = exact({ cd: bySection, rd: bySection });

/** completeEdit: the section marks of both languages. */
export const completeEdit = byLang(sectionMarks);

/** ll10n: what the clinics list shows per language. */
export const listL10n = byLang(exact({ visible: flag, shortName: text, name: text }));
