// The keywords of the review form's cross-field and date rules (001 §5 "Review form").
import { describe, expect, it } from 'vitest';
import { validateFields } from '../validator';

const form = (properties: Record<string, object>) => ({ type: 'object', properties });
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('calendarDay', () => {
  const schema = form({
    published: { type: 'string', calendarDay: { min: '2000-01-01', notFuture: true, required: true } },
    cured: { type: 'string', calendarDay: { min: '2000-01-01', notFuture: true } },
  });
  const check = (published: unknown, cured?: unknown) => validateFields(schema, { published, cured });

  it('takes a real day from the minimum to today, and an empty optional one', () => {
    expect(check('2000-01-01', '')).toEqual({});
    expect(check(iso(Date.now()), null)).toEqual({});
  });

  it('reports blank, malformed, impossible, early and future days on their field', () => {
    expect(check('')).toEqual({ published: [{ key: 'check.blank' }] });
    expect(check('01.05.2024', '2023-02-30')).toEqual({ published: [{ key: 'check.day' }], cured: [{ key: 'check.day' }] });
    expect(check('1999-12-31')).toEqual({ published: [{ key: 'check.dayMin', params: { day: '01.01.2000' } }] });
    expect(check(iso(Date.now() + 2 * DAY_MS))).toEqual({ published: [{ key: 'check.dayFuture' }] });
  });
});

describe('textMinUnless', () => {
  const schema = form({
    youtube: { type: 'string' },
    review: { type: 'string', textMinUnless: { min: 5, filled: 'youtube' } },
  });

  it('needs the minimum, markup not counted, unless the sibling is filled', () => {
    expect(validateFields(schema, { review: '<p>abcd</p>' })).toEqual({ review: [{ key: 'check.min', params: { length: 5 } }] });
    expect(validateFields(schema, { review: '' })).toEqual({ review: [{ key: 'check.min', params: { length: 5 } }] });
    expect(validateFields(schema, { review: 'abcde' })).toEqual({});
    expect(validateFields(schema, { review: '', youtube: 'https://youtu.be/x' })).toEqual({});
  });
});

describe('pickedUnless', () => {
  const schema = form({
    categories: { type: ['string', 'array'], pickedUnless: { also: ['specialties'], flag: 'all' } },
    specialties: { type: ['string', 'array'] },
    all: {},
  });
  const check = (data: object) => validateFields(schema, { categories: '', ...data });

  it('needs a pick in the group unless the flag is on', () => {
    expect(check({})).toEqual({ categories: [{ key: 'check.select' }] });
    expect(check({ categories: '3' })).toEqual({});
    expect(check({ specialties: [7] })).toEqual({});
    expect(check({ all: 'true' })).toEqual({});
    expect(check({ all: 'false', specialties: ' ' })).toEqual({ categories: [{ key: 'check.select' }] });
  });
});
