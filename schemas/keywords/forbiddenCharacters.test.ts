// The characters no text may hold (forbiddenCharacters.ts), checked against the definition code
// point by code point, and the `text` rule that refuses them on every field, rich text included.
// The browser's precompiled validators judge them alike: tests/fixtures/city/invalid/characters.json.
import { describe, expect, it } from 'vitest';
import { validateFields } from '../validator';
import { FORBIDDEN_CHARACTERS } from './forbiddenCharacters';

const ALLOWED_CONTROLS = new Set([0x9, 0xa, 0xd]);
const isSurrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;
/** Unicode's Cc but tab, LF and CR; surrogates; noncharacters (U+FDD0-U+FDEF, U+xFFFE, U+xFFFF). */
const isForbidden = (c: number) =>
  ((c <= 0x1f || (c >= 0x7f && c <= 0x9f)) && !ALLOWED_CONTROLS.has(c)) ||
  isSurrogate(c) ||
  (c >= 0xfdd0 && c <= 0xfdef) ||
  (c & 0xfffe) === 0xfffe;
/** What HTML decodes a reference to: &#0; and a surrogate's number become U+FFFD, allowed. */
const isForbiddenReference = (c: number) => c !== 0 && !isSurrogate(c) && isForbidden(c);

const forbidden = new RegExp(FORBIDDEN_CHARACTERS, 'u');
/** Every code point where `matches` disagrees with `expected`, in hex. */
function disagreements(matches: (c: number) => boolean, expected: (c: number) => boolean): string[] {
  const wrong: string[] = [];
  for (let c = 0; c <= 0x10ffff; c++) if (matches(c) !== expected(c)) wrong.push(c.toString(16));
  return wrong;
}

describe('FORBIDDEN_CHARACTERS', () => {
  it('matches exactly the forbidden code points, a surrogate only when it is alone', () => {
    // String.fromCharCode of a surrogate's number makes a lone surrogate.
    expect(disagreements((c) => forbidden.test(`a${String.fromCodePoint(c)}b`), isForbidden)).toEqual([]);
    expect(forbidden.test('😀 𝄞')).toBe(false);
    expect(forbidden.test('😀\uD83D')).toBe(true);
  });

  it('matches a numeric reference to one, decimal or hexadecimal, with or without the semicolon', () => {
    expect(disagreements((c) => forbidden.test(`a&#${c};b`), isForbiddenReference)).toEqual([]);
    expect(disagreements((c) => forbidden.test(`a&#x${c.toString(16)};b`), isForbiddenReference)).toEqual([]);
    for (const reference of ['&#X1;', '&#xfFfF;', '&#0001;', '&#x0000b;', '&#1', '&#65535 x'])
      expect(forbidden.test(`a${reference}`), reference).toBe(true);
    for (const reference of ['&#10;', '&#x9;', '&#12345;', '&#x1F600;', '&#xffffd;', '&amp;#1;x', '&#;', '&#x;'])
      expect(forbidden.test(`a${reference}`), reference).toBe(false);
  });
});

describe('the text rule refuses them', () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string', text: { min: 2, max: 256 } },
      description: { type: 'string', text: { max: 10000 } },
      required: { type: 'string', text: { notblank: true } },
    },
  };
  const characters = [{ key: 'check.characters' }];

  it('on the field that holds one, first of its errors, whatever else is wrong with it', () => {
    expect(validateFields(schema, { name: 'Клиника\uFFFF', required: 'x' })).toEqual({ name: characters });
    expect(validateFields(schema, { name: '\u0001', required: 'x' })).toEqual({
      name: [...characters, { key: 'check.min', params: { length: 2 } }],
    });
    // Trimmed away before counting, it is still refused: the text would keep it.
    expect(validateFields(schema, { name: 'Клиника \u000B', required: '\u000C' })).toEqual({
      name: characters,
      required: [...characters, { key: 'check.blank' }],
    });
  });

  it('in rich text, as a character or as a reference the sanitiser would decode', () => {
    expect(validateFields(schema, { name: 'ab', description: '<p>Лечение\u0085</p>', required: 'x' })).toEqual({ description: characters });
    expect(validateFields(schema, { name: 'ab', description: '<p title="&#xFFFF;">Лечение</p>', required: 'x' })).toEqual({
      description: characters,
    });
  });

  it('and keeps tab, line feed, carriage return and every other character', () => {
    const text = 'Строка 1\r\nСтрока\t2\n«Ёлка» — 😀 ü &amp; &#8211; \u00a0\u200b\uFEFF';
    expect(validateFields(schema, { name: text, description: `<p>${text}</p>`, required: text })).toEqual({});
  });
});
