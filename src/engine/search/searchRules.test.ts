import { describe, expect, it } from 'vitest';
import { isSearchable, truncateItem } from './searchRules';

describe('search rules', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    ['Мед', true],
    ['0', false],
    ['00', false],
    ['7', true],
    ['42', true],
    ['-1', false],
  ])('%j is searchable: %s', (query, expected) => {
    expect(isSearchable(query)).toBe(expected);
  });

  it('cuts a result at 80 characters', () => {
    const exact = 'к'.repeat(80);
    expect(truncateItem(exact)).toBe(exact);
    expect(truncateItem(`${exact}лишнее`)).toBe(`${exact}…`);
  });
});
