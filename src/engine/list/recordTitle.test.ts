// A record's title from its declaration's title paths: a path's alternatives (`a|b`) give the first
// that holds a value, in the language asked for (a hosted list's: its host's edit language).
import { describe, expect, it } from 'vitest';
import { isResource, type ResourceDefinition } from '../../../common/resource';
import { screens } from '../../../resources/clinicDoctors/parts';
import { recordTitle } from './recordTitle';

const { config } = screens.find(isResource) as ResourceDefinition;

describe('a record’s title', () => {
  it('takes the first alternative holding a value', () => {
    const own = { id: 7, ll10n: { RU: { name: 'Петрова Анна' } }, l10n: { RU: { name: 'Петрова А.' } } };
    expect(recordTitle(config, own, 'RU')).toBe('Петрова Анна');
    expect(recordTitle(config, { id: 7, ll10n: {}, l10n: { RU: { name: 'Петрова А.' } } }, 'RU')).toBe('Петрова А.');
    // No name in English: the Russian one, and without any name the id.
    expect(recordTitle(config, own, 'EN')).toBe('Петрова Анна');
    expect(recordTitle(config, { id: 7, ll10n: {}, l10n: {} }, 'EN')).toBe('7');
  });
});
