import { describe, expect, it } from 'vitest';
import { StateCache } from './stateCache';

describe('answers kept for one database state', () => {
  it('serves an answer only in the state it was stored under', () => {
    const cache = new StateCache(10);
    cache.set('1.0', 'page 1', 'A');
    expect(cache.get('1.0', 'page 1')).toBe('A');
    expect(cache.get('2.0', 'page 1')).toBeUndefined();
    expect(cache.get(null, 'page 1')).toBeUndefined();
    expect(cache.get('1.0', 'page 2')).toBeUndefined();
  });

  it('drops every answer of the old state when one of a new state arrives', () => {
    const cache = new StateCache(10);
    cache.set('1.0', 'page 1', 'A');
    cache.set('1.0', 'page 2', 'B');
    cache.set('2.0', 'page 2', 'C');
    expect(cache.get('2.0', 'page 1')).toBeUndefined();
    expect(cache.get('2.0', 'page 2')).toBe('C');
    expect(cache.get('1.0', 'page 2')).toBeUndefined();
  });

  it('keeps at most its limit, dropping the oldest first', () => {
    const cache = new StateCache(2);
    for (const key of ['a', 'b', 'c']) cache.set('s', key, key.toUpperCase());
    expect([cache.get('s', 'a'), cache.get('s', 'b'), cache.get('s', 'c')]).toEqual([undefined, 'B', 'C']);
  });
});
