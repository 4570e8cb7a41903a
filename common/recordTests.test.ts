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

  it('read a dotted field as a path into the record, a missing step counting as none', () => {
    // A doctor's RU version is visible by the staff's layer, else by the catalogue's.
    const shown = [{ equals: { 'll10n.RU.visible': true } }, { equals: { 'll10n.RU': null, 'l10n.RU.visible': true } }];
    expect(passes(shown, { ll10n: { RU: { visible: true } }, l10n: {} })).toBe(true);
    expect(passes(shown, { ll10n: { RU: { visible: false } }, l10n: { RU: { visible: true } } })).toBe(false);
    expect(passes(shown, { ll10n: {}, l10n: { RU: { visible: true } } })).toBe(true);
    expect(passes(shown, { ll10n: {}, l10n: {} })).toBe(false);
  });
});
