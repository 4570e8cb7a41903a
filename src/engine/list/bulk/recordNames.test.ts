import { describe, expect, it } from 'vitest';
import type { ResourceConfig } from '../../../../common/resource';
import { recordNames } from './recordNames';

const list = (more: Partial<ResourceConfig['list']>) =>
  ({
    name: 'things',
    path: '/things',
    roles: ['ADMIN'],
    list: { title: 'id', columns: [], ...more },
    form: {},
  }) as unknown as ResourceConfig;

describe('the names of a bulk summary', () => {
  it('are the rows’ titles in the UI language, none for a title that is the id or empty', () => {
    const rows = [
      { id: 1, name: { RU: 'Статья', EN: 'Article' } },
      { id: 2, name: { RU: '', EN: '' } },
    ];
    expect([...recordNames(list({ title: 'name.{LANG}' }), rows, 'en')]).toEqual([[1, 'Article']]);
    expect([...recordNames(list({ title: 'id' }), rows, 'ru')]).toEqual([]);
  });

  it('are the declared name where the title is the number, its first filled alternative', () => {
    const rows = [
      { id: 7, ll10n: { RU: { shortName: '', name: 'Клиника Семь' }, EN: { shortName: 'Seven', name: 'Clinic Seven' } } },
      { id: 8, ll10n: { RU: { shortName: '', name: '' }, EN: { shortName: '', name: '' } } },
    ];
    const config = list({ named: 'll10n.{LANG}.shortName|ll10n.{LANG}.name' });
    expect([...recordNames(config, rows, 'ru')]).toEqual([[7, 'Клиника Семь']]);
    expect([...recordNames(config, rows, 'en')]).toEqual([[7, 'Seven']]);
  });
});
