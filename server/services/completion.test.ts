import { describe, expect, it } from 'vitest';
import { isComplete, sectionState } from '../../common/completion';

describe('the completion rule (000 §4)', () => {
  it('is complete when reviewed after the last change, or reviewed with no change', () => {
    expect(isComplete({ cd: null, rd: null })).toBe(false);
    expect(isComplete({ cd: 5, rd: null })).toBe(false);
    expect(isComplete({ cd: null, rd: 5 })).toBe(true);
    expect(isComplete({ cd: 5, rd: 6 })).toBe(true);
    expect(isComplete({ cd: 6, rd: 6 })).toBe(false);
    expect(isComplete({ cd: 7, rd: 6 })).toBe(false);
  });

  it('turns a review stale when the other language changed after it, and only a complete one', () => {
    expect(sectionState({ cd: 1, rd: 2 }, null)).toBe('complete');
    expect(sectionState({ cd: 1, rd: 2 }, 2)).toBe('complete');
    expect(sectionState({ cd: 1, rd: 2 }, 3)).toBe('stale');
    expect(sectionState({ cd: null, rd: 2 }, 3)).toBe('stale');
    expect(sectionState({ cd: 3, rd: 2 }, 5)).toBe('incomplete');
    expect(sectionState({ cd: null, rd: null }, 5)).toBe('incomplete');
  });
});
