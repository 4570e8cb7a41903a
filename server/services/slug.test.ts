import { describe, expect, it } from 'vitest';
import { SLUG_MAX, slugify, transliterate } from './slug';

describe('slugify', () => {
  it('transliterates Russian names', () => {
    expect(slugify('Клиника «Здоровье» Щёлково')).toBe('klinika-zdorove-shchelkovo');
    expect(slugify('Центр хирургии глаза')).toBe('tsentr-khirurgii-glaza');
    expect(slugify('Юность, Яр, Йошкар-Ола')).toBe('yunost-yar-yoshkar-ola');
    expect(transliterate('ЖЧШЭЪЫ')).toBe('zhchshey');
  });

  it('keeps Latin and digits, drops accents, joins every other run with one hyphen', () => {
    expect(slugify('  MEDSI  Clinic #1 -- Moscow!  ')).toBe('medsi-clinic-1-moscow');
    expect(slugify('Clinique Générale Beaulieu')).toBe('clinique-generale-beaulieu');
    expect(slugify('Медицина 24/7')).toBe('meditsina-24-7');
  });

  it('cuts at 80 characters without a trailing hyphen', () => {
    const long = slugify('Многопрофильный '.repeat(10));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slugify('ab cd', 3)).toBe('ab');
  });

  it('answers empty when no letter or digit is left', () => {
    expect(slugify('«» — !!!')).toBe('');
    expect(slugify('')).toBe('');
  });
});
