// Keeps clinic_search (the word-prefix name index) in step with clinic_l10n. Every writer that
// changes a clinic's name or short name calls refreshClinicSearch in the same transaction.
import type { Row, Sql } from '../../repositories/rawSql';
import { inChunks } from '../../repositories/rawSql';
import { replaceLinks } from '../sync/write/links';
import { searchTails } from './clinicSearch';

const tails = { table: 'clinic_search', owner: 'clinic_id', value: 'tail' };

/** Recomputes the search tails of the clinics from the names they now have; `inserted`: clinics
 * the transaction has just inserted (no tails to read yet). */
export async function refreshClinicSearch(sql: Sql, clinicIds: number[], inserted?: ReadonlySet<number>): Promise<void> {
  const ids = [...new Set(clinicIds)];
  const names = await inChunks<{ clinic_id: number; name: string; short_name: string }>(
    sql,
    'select clinic_id, name, short_name from clinic_l10n where clinic_id in ($list)',
    ids,
  );
  const texts = new Map<number, string[]>(ids.map((id) => [id, []]));
  for (const n of names) texts.get(Number(n.clinic_id))?.push(n.short_name, n.name);
  const desired = new Map<number, Row[]>([...texts].map(([id, list]) => [id, searchTails(list).map((tail) => ({ tail }))]));
  await replaceLinks(sql, tails, desired, inserted);
}
