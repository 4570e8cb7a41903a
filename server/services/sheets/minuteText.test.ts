import { describe, expect, it } from 'vitest';
import { minuteText } from './minuteText';

const byIso = (moment: Date) => moment.toISOString().slice(0, 16).replace('T', ' ');

describe('minuteText', () => {
  it('writes what toISOString gives to the minute, whatever day came before', () => {
    const moments = [
      Date.UTC(2026, 11, 7, 0, 0, 0),
      Date.UTC(2026, 11, 7, 23, 59, 59, 999),
      Date.UTC(2026, 11, 8, 0, 0, 30),
      Date.UTC(2026, 11, 7, 9, 5),
      Date.UTC(1969, 11, 31, 23, 59, 1),
      Date.UTC(1960, 0, 1, 12, 30),
      0,
      Date.UTC(2024, 1, 29, 7, 7),
      Date.UTC(2024, 1, 29, 18, 45),
    ];
    for (const time of [...moments, ...moments.reverse()]) expect(minuteText(new Date(time)), String(time)).toBe(byIso(new Date(time)));
  });
});
