// The request schemas as the API reference shows them: the spec's keywords as extensions with a
// sentence, rule-required fields listed as required, nested schemas read too.
import { describe, expect, it } from 'vitest';
import { setPasswordSchema } from '../../schemas/setPassword';
import { documentedSchema } from './documentedSchema';

describe('documentedSchema', () => {
  it('renames the custom keywords, says what they check and lists the fields they require', () => {
    const doc = documentedSchema(setPasswordSchema) as { required: string[]; properties: Record<string, Record<string, unknown>> };
    expect(doc.required).toEqual(['hash', 'password1', 'password2']);
    expect(doc.properties.password2).toEqual({
      type: 'string',
      'x-text': { min: 6 },
      'x-sameAs': 'password1',
      'x-errorMessage': { sameAs: 'password.notEqual' },
      description: 'Required, not blank; at least 6 characters once markup and non-breaking spaces are left out. Must equal password1.',
    });
  });

  it('keeps optional texts optional, adds to a declared required list and reads nested schemas', () => {
    const doc = documentedSchema({
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer' },
        note: { type: 'string', text: { max: 5 } },
        cities: { type: 'array', items: { type: ['integer', 'string'], select: true }, maxitems: 3 },
      },
    }) as { required: string[]; properties: Record<string, Record<string, unknown>> };
    expect(doc.required).toEqual(['id']);
    expect(doc.properties.note.description).toBe('May be blank; at most 5 characters once markup and non-breaking spaces are left out.');
    expect(doc.properties.cities).toMatchObject({ 'x-maxitems': 3, items: { 'x-select': true }, description: 'At most 3 choices.' });
    expect(JSON.stringify(doc)).not.toMatch(/"(text|select|maxitems)":/);
  });
});
