// The region list: the contract's codes (1-19, 21-79, 83, 86, 87, 89, 91, 92, 95), each named.
import { describe, expect, it } from 'vitest';
import { regionCodes, regions } from './regions';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('regions', () => {
  it('lists exactly the contract codes, once each, in order', () => {
    expect(regionCodes).toEqual([...range(1, 19), ...range(21, 79), 83, 86, 87, 89, 91, 92, 95]);
    expect(regions).toHaveLength(85);
    expect(new Set(regionCodes).size).toBe(regions.length);
  });

  it('names every region in Russian and English', () => {
    for (const { ru, en } of regions) {
      expect(ru.trim()).not.toBe('');
      expect(en.trim()).not.toBe('');
      expect(ru).toMatch(/[А-Яа-яЁё]/);
      expect(en).toMatch(/^[A-Za-z]/);
    }
  });

  it('keeps the codes that are easy to get wrong', () => {
    const name = (code: number) => regions.find((region) => region.code === code)?.en;
    expect([name(95), name(91), name(92), name(77), name(78), name(50)]).toEqual([
      'Chechen Republic',
      'Republic of Crimea',
      'Sevastopol',
      'Moscow',
      'Saint Petersburg',
      'Moscow Oblast',
    ]);
  });
});
