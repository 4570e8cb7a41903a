// The enumerations of the clinic profile: spoken languages (002 §9), accreditation codes (000 §3) and
// the Russian time zones (000 §7), with the exact contract values.
import { describe, expect, it } from 'vitest';
import { accreditationCodes } from './accreditations';
import { languageCodes, languages } from './languages';
import { russianTimeZones, timeZoneName } from './timeZones';

describe('languages', () => {
  it('lists the 18 contract codes in order, each named in both languages', () => {
    expect(languageCodes).toEqual([
      'AR',
      'ZH',
      'EN',
      'FR',
      'DE',
      'HI',
      'IT',
      'JA',
      'KO',
      'RU',
      'ES',
      'TE',
      'EL',
      'TR',
      'KZ',
      'MN',
      'TG',
      'UZ',
    ]);
    for (const { ru, en } of languages) {
      expect(ru).toMatch(/^[А-ЯЁ][а-яё]+$/);
      expect(en).toMatch(/^[A-Z][a-z]+$/);
    }
  });
});

describe('accreditations', () => {
  it('lists the 7 contract codes', () => {
    expect(accreditationCodes).toEqual(['RUS_HC', 'ISO', 'JCI', 'GHA', 'TEMOS', 'MTI', 'EU_SPA']);
  });
});

describe('Russian time zones', () => {
  it('has one zone per offset from UTC+2 to UTC+12', () => {
    expect(russianTimeZones.map((zone) => zone.utcOffset)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(timeZoneName(russianTimeZones[1], 'ru')).toBe('Москва (UTC+3)');
    expect(timeZoneName(russianTimeZones[0], 'en')).toBe('Kaliningrad (UTC+2)');
  });

  it('states the offsets that the time zone database gives', () => {
    const offsetOf = (timeZone: string) =>
      new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value;
    for (const zone of russianTimeZones) expect(offsetOf(zone.id), zone.id).toBe(`GMT+${zone.utcOffset}`);
  });
});
