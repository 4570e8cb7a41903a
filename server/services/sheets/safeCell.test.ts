// The text cells' guard (safeCell.ts): every character XML 1.0 forbids is dropped, every other one
// kept, and the formula guard judges the text that is left.
import { describe, expect, it } from 'vitest';
import { safeText, xmlText } from './safeCell';

/** XML 1.0 (fifth edition) §2.2, production [2] Char, on a code point. */
const isXmlChar = (c: number) =>
  c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);

describe('xmlText', () => {
  it('drops each UTF-16 unit XML 1.0 cannot hold (DEL too) and keeps every other', () => {
    const wrong: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      // A surrogate alone here is a lone surrogate, which no XML document can hold.
      const expected = isXmlChar(unit) && unit !== 0x7f ? String.fromCharCode(unit) : '';
      if (xmlText(`a${String.fromCharCode(unit)}b`) !== `a${expected}b`) wrong.push(unit.toString(16));
    }
    expect(wrong).toEqual([]);
  });

  it('keeps characters beyond the BMP, whose surrogate pairs are not lone', () => {
    expect(xmlText('😀 𝄞 \u{10FFFD}')).toBe('😀 𝄞 \u{10FFFD}');
    expect(xmlText('\uD83D😀\uDE00')).toBe('😀');
  });

  it('drops every occurrence, not the first only', () => {
    expect(xmlText('\uFFFFКлиника\u0001 \uFFFEЗдоровье\uFFFF')).toBe('Клиника Здоровье');
  });
});

describe('safeText', () => {
  it('keeps a text that starts like a formula as text, judging what is left after the drop', () => {
    expect(safeText('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(safeText('\u0001=SUM(A1)')).toBe("'=SUM(A1)");
    expect(safeText('\uFFFF@cmd')).toBe("'@cmd");
    expect(safeText('\tx')).toBe("'\tx");
    expect(safeText('Клиника\n«Здоровье»')).toBe('Клиника\n«Здоровье»');
  });
});
