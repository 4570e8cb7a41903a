import { describe, expect, it } from 'vitest';
import { type EditRow, valuesAt } from './valuesAt';

const long = `${'a'.repeat(300)}!`;

describe('a record’s values at a version of its history', () => {
  const rows = [
    { id: 1, changes: { slug: [null, 'one'], 'name.RU': [null, 'Первая'] }, fullValues: {} },
    { id: 4, changes: { 'name.RU': ['Первая', 'Вторая'], text: ['', '…cut…'] }, fullValues: { text: [null, long] } },
    { id: 9, changes: { slug: ['one', 'two'] }, fullValues: {} },
  ] as const;
  const current = { slug: 'two', 'name.RU': 'Вторая', text: long, untouched: 5 };

  it('takes each field from the latest change up to the version, the next change’s before, or now', () => {
    const at1 = valuesAt(rows as never, 1, current);
    expect(Object.fromEntries(Object.entries(at1).map(([f, v]) => [f, v.value]))).toEqual({
      slug: 'one',
      'name.RU': 'Первая',
      text: '',
      untouched: 5,
    });
    expect(valuesAt(rows as never, 4, current).text).toEqual({ value: long, restorable: true });
  });

  it('marks a value from a row that kept no whole values as not restorable', () => {
    const old: EditRow[] = [{ id: 2, changes: { text: ['…window…', 'x'] }, fullValues: null }];
    expect(valuesAt(old, 1, { text: 'x' }).text).toEqual({ value: '…window…', restorable: false });
    expect(valuesAt(old, 2, { text: 'x' }).text).toEqual({ value: 'x', restorable: false });
  });
});
