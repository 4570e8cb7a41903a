import { describe, expect, it } from 'vitest';
import { exactMatch } from './exactMatch';

const options = [
  { id: 1, label: 'Кардиология' },
  { id: 2, label: 'Клиника' },
  { id: 3, label: 'Клиника' },
];

describe('exactMatch (002 §5 "Video")', () => {
  it('adds only an exact name from the list', () => {
    expect(exactMatch(options, [], 'Кардиология')).toBe(1);
    expect(exactMatch(options, [], '  Кардиология ')).toBe(1);
    expect(exactMatch(options, [], 'Кардио')).toBeUndefined();
    expect(exactMatch(options, [], 'кардиология')).toBeUndefined();
    expect(exactMatch(options, [], '')).toBeUndefined();
  });

  it('never adds an item twice; of two equal names the one not yet linked', () => {
    expect(exactMatch(options, [1], 'Кардиология')).toBeUndefined();
    expect(exactMatch(options, [2], 'Клиника')).toBe(3);
    expect(exactMatch(options, [2, 3], 'Клиника')).toBeUndefined();
  });
});
