import { describe, expect, it } from 'vitest';
import { passes } from './recordTests';

describe('record tests', () => {
  const blocked = { state: 'DISABLED', sid: null };
  it('hold when every part holds, a missing field counting as none', () => {
    expect(passes({ equals: { state: 'DISABLED', ct: null } }, blocked)).toBe(true);
    expect(passes({ equals: { state: 'DISABLED' }, differs: { sid: null } }, blocked)).toBe(false);
    expect(passes({ differs: { state: 'ACTIVE' }, own: false }, blocked)).toBe(true);
    expect(passes({ differs: { state: 'ACTIVE' }, own: false }, blocked, true)).toBe(false);
  });

  it('pass as a list when one of them does', () => {
    expect(passes([{ own: true }, { equals: { state: 'DISABLED' } }], blocked)).toBe(true);
    expect(passes([{ own: true }, { equals: { state: 'ACTIVE' } }], blocked)).toBe(false);
    expect(passes([{ own: true }, { equals: { state: 'ACTIVE' } }], blocked, true)).toBe(true);
  });
});
