// How a bulk summary names the records it skipped: by the list's `named` field, else the row's title;
// a title that is the id, or a row the page did not show, is left to the summary's "No. id".
import type { RaRecord } from 'react-admin';
import type { Lang } from '../../../../common/lang';
import type { ResourceConfig } from '../../../../common/resource';
import { firstFilled } from '../../parts/nameIn';
import { recordTitle } from '../recordTitle';

export function recordNames(config: ResourceConfig, rows: readonly RaRecord[] | undefined, lang: Lang): Map<unknown, string> {
  const { named } = config.list;
  const nameOf = (row: RaRecord) => (named ? String(firstFilled(row, named, lang) ?? '') : recordTitle(config, row, lang));
  const names = (rows ?? []).map((row) => [row.id, nameOf(row)] as const);
  return new Map(names.filter(([id, name]) => name && name !== String(id)));
}
