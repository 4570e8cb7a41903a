// The find-as-you-type rule over choices at hand (a review's pickers; moved from the reviews step's
// reviewModel.test.ts): a choice matches by its name, whatever the case and ё, or by its id.
import { describe, expect, it } from 'vitest';
import { isSearchable, truncateItem } from '../search/searchRules';
import { matchingChoices } from './useChoiceSearch';

describe('the pickers’ search', () => {
  it('searches after more than 2 characters or a positive number, and cuts results at 80', () => {
    expect([isSearchable('ка'), isSearchable('кар'), isSearchable('7'), isSearchable('0')]).toEqual([false, true, true, false]);
    expect(truncateItem('я'.repeat(100))).toBe(`${'я'.repeat(80)}…`);
  });

  it('matches a name whatever the case and ё, or an id', () => {
    const choices = [
      { id: 7, name: 'Кардиология' },
      { id: 8, name: 'Лёгкие' },
    ];
    expect(matchingChoices(choices, 'КАРД')).toHaveLength(1);
    expect(matchingChoices(choices, '7')).toEqual([choices[0]]);
    expect(matchingChoices(choices, 'легк')).toEqual([choices[1]]);
  });
});
