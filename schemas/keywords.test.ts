// The custom keywords, rule by rule (002 §5 "Generic field checks", selects, multi-selects).
import { describe, expect, it } from 'vitest';
import { validateFields } from './validator';

const form = (properties: Record<string, object>) => ({ type: 'object', properties });
const errorsOf = (properties: Record<string, object>, data: unknown) => validateFields(form(properties), data);

describe('text', () => {
  const name = { type: 'string', text: { min: 2, max: 5 } };

  it('trims the text before counting', () => {
    expect(errorsOf({ name }, { name: '  ab  ' })).toEqual({});
    expect(errorsOf({ name }, { name: ' a ' })).toEqual({ name: [{ key: 'check.min', params: { length: 2 } }] });
  });

  it('strips markup and non-breaking spaces before counting', () => {
    expect(errorsOf({ name }, { name: '<p><b>abcde</b></p>' })).toEqual({});
    expect(errorsOf({ name }, { name: 'a&nbsp;b\u00a0c&#160;d&#xA0;e' })).toEqual({});
    expect(errorsOf({ name }, { name: '<p>abcdef</p>' })).toEqual({ name: [{ key: 'check.max', params: { length: 5 } }] });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(errorsOf({ name }, { name: '😀😀😀' })).toEqual({});
  });

  it('applies min and max only to a non-empty text', () => {
    const optional = { type: 'string', text: { min: 2, max: 5, notblank: false } };
    expect(errorsOf({ optional }, { optional: '' })).toEqual({});
    expect(errorsOf({ optional }, { optional: 'a' })).toEqual({ optional: [{ key: 'check.min', params: { length: 2 } }] });
  });

  it('reports an empty required text as check.min when min > 0, else check.blank', () => {
    const required = { type: 'string', text: { notblank: true } };
    expect(errorsOf({ name, required }, { name: '', required: '' })).toEqual({
      name: [{ key: 'check.min', params: { length: 2 } }],
      required: [{ key: 'check.blank' }],
    });
  });

  it('treats markup-only, &nbsp;-only, absent and null values as empty', () => {
    const required = { type: 'string', text: { notblank: true } };
    const blank = [{ key: 'check.blank' }];
    for (const value of ['<p></p>', '&nbsp; &nbsp;', '\u00a0', '   ', null]) {
      expect(errorsOf({ required }, { required: value })).toEqual({ required: blank });
    }
    expect(errorsOf({ required }, {})).toEqual({ required: blank });
  });

  it('requires a field only when notblank is set, or unset with min > 0', () => {
    const plain = { type: 'string', text: { max: 5 } };
    expect(errorsOf({ plain }, {})).toEqual({});
  });

  it('checks a format only on a non-empty text, with its own key and params', () => {
    const email = { type: 'string', text: { format: 'email' } };
    expect(errorsOf({ email }, { email: '' })).toEqual({});
    expect(errorsOf({ email }, { email: ' name@domain.com ' })).toEqual({});
    expect(errorsOf({ email }, { email: 'name' })).toEqual({
      email: [{ key: 'form.email.regex', params: { email: 'name@domain.com' } }],
    });
  });

  it('checks a pattern with the message key the schema names', () => {
    const code = { type: 'string', text: { pattern: '^[A-Z]+$', patternMessage: 'check.invalid' } };
    expect(errorsOf({ code }, { code: 'ABC' })).toEqual({});
    expect(errorsOf({ code }, { code: 'abc' })).toEqual({ code: [{ key: 'check.invalid' }] });
  });

  it('lists every failed check of a field', () => {
    const site = { type: 'string', text: { max: 5, format: 'website' } };
    expect(errorsOf({ site }, { site: 'not a site' })).toEqual({
      site: [{ key: 'check.max', params: { length: 5 } }, { key: 'check.website' }],
    });
  });

  it('refuses a malformed rule when the schema compiles (strict mode)', () => {
    expect(() => errorsOf({ x: { type: 'string', text: { minimum: 2 } } }, {})).toThrow();
    expect(() => errorsOf({ x: { type: 'string', text: { pattern: 'a' } } }, {})).toThrow();
    expect(() => errorsOf({ x: { type: 'string', text: { format: 'nope' } } }, {})).toThrow();
  });
});

describe('select', () => {
  const hubId = { type: ['integer', 'string'], select: true };
  const nothing = { hubId: [{ key: 'check.select' }] };

  it('accepts a positive id as a number or as multipart text', () => {
    expect(errorsOf({ hubId }, { hubId: 3 })).toEqual({});
    expect(errorsOf({ hubId }, { hubId: '12' })).toEqual({});
  });

  it('reports check.select when nothing is chosen', () => {
    for (const value of [0, '0', '', null, '-1', 'abc', 1.5]) {
      expect(errorsOf({ hubId }, { hubId: value })).toEqual(nothing);
    }
    expect(errorsOf({ hubId }, {})).toEqual(nothing);
  });

  it('with a list, accepts only the listed values, as numbers or text', () => {
    const locals = { type: 'string', select: ['RU', 'EN'] };
    const region = { type: ['integer', 'string'], select: [1, 77] };
    expect(errorsOf({ locals, region }, { locals: 'EN', region: '77' })).toEqual({});
    expect(errorsOf({ locals, region }, { locals: 'DE', region: 20 })).toEqual({
      locals: [{ key: 'check.select' }],
      region: [{ key: 'check.select' }],
    });
  });

  it('on a multi-select, needs at least one valid choice', () => {
    const languages = { type: 'array', items: { type: ['integer', 'string'] }, select: true };
    expect(errorsOf({ languages }, { languages: [1, '2'] })).toEqual({});
    expect(errorsOf({ languages }, { languages: [] })).toEqual({ languages: [{ key: 'check.select' }] });
    expect(errorsOf({ languages }, {})).toEqual({ languages: [{ key: 'check.select' }] });
    expect(errorsOf({ languages }, { languages: [1, 0] })).toEqual({ languages: [{ key: 'check.select' }] });
  });
});

describe('maxitems', () => {
  const languages = { type: 'array', items: { type: 'integer' }, maxitems: 2 };

  it('allows up to N items and reports check.maxitems beyond', () => {
    expect(errorsOf({ languages }, { languages: [1, 2] })).toEqual({});
    expect(errorsOf({ languages }, { languages: [1, 2, 3] })).toEqual({
      languages: [{ key: 'check.maxitems', params: { length: 2 } }],
    });
  });
});

describe('sameAs', () => {
  const properties = { first: { type: 'string' }, second: { type: 'string', sameAs: 'first' } };

  it('requires a non-empty value to equal its sibling', () => {
    expect(errorsOf(properties, { first: 'secret', second: 'secret' })).toEqual({});
    expect(errorsOf(properties, { first: 'secret', second: 'Secret' })).toEqual({ second: [{ key: 'check.sameAs' }] });
    expect(errorsOf(properties, { first: 'secret', second: '' })).toEqual({});
  });

  it('takes its message from ajv-errors when the schema names one', () => {
    const named = { ...properties, second: { ...properties.second, errorMessage: { sameAs: 'password.notEqual' } } };
    expect(errorsOf(named, { first: 'a', second: 'b' })).toEqual({ second: [{ key: 'password.notEqual' }] });
  });
});

describe('other errors', () => {
  it('fall back to check.invalid on their field, nested fields dotted, the whole form as root', () => {
    const address = { type: 'object', properties: { zip: { type: 'string', pattern: '^\\d+$' } } };
    expect(errorsOf({ address }, { address: { zip: 'x' } })).toEqual({ 'address.zip': [{ key: 'check.invalid' }] });
    expect(errorsOf({ address }, 'text')).toEqual({ root: [{ key: 'check.invalid' }] });
  });

  it('drop null values of fields without a rule instead of failing their type', () => {
    expect(errorsOf({ id: { type: 'integer' } }, { id: null })).toEqual({});
  });
});
