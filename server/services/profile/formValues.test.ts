import { describe, expect, it } from 'vitest';
import { decimal, decimalText, plainText, uniqueList } from './formValues';

describe('form values', () => {
  it('stores plain text without markup, non-breaking spaces as spaces, within the column', () => {
    expect(plainText('  <b>Клиника</b>&nbsp;«Здоровье»\u00a0 ', 256)).toBe('Клиника «Здоровье»');
    expect(plainText(null, 10)).toBe('');
    expect(plainText('абвгд ежз', 6)).toBe('абвгд');
    expect(plainText('line 1\nline 2', 100)).toBe('line 1\nline 2');
  });

  it('reads numbers and lists from multipart text', () => {
    expect(decimal(' 55.75 ')).toBe(55.75);
    expect(decimal(4)).toBe(4);
    expect(decimal('')).toBeNull();
    expect(uniqueList(undefined)).toEqual([]);
    expect(uniqueList('RU')).toEqual(['RU']);
    expect(uniqueList(['RU', 'EN', 'RU', 3])).toEqual(['RU', 'EN', '3']);
  });

  it('shows stored numbers in the form format', () => {
    expect(decimalText(55, 8)).toBe('55.0');
    expect(decimalText(55.75, 8)).toBe('55.75');
    expect(decimalText(-0.5, 8)).toBe('-0.5');
    expect(decimalText(55.123456789, 8)).toBe('55.12345679');
    expect(decimalText(1e-7, 8)).toBe('0.0000001');
    expect(decimalText(4.567, 2)).toBe('4.57');
    expect(decimalText(5, 2)).toBe('5.0');
    expect(decimalText(null, 2)).toBeNull();
  });
});
