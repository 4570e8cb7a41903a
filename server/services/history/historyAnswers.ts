// Audit rows turned into the answers of GET /api/admin/history (docs/api.md "History").
import type { Selectable } from 'kysely';
import type { HistoryItem } from '../../../schemas/answers/history';
import type { AuditLogTable } from '../../db/tables';

export function historyItem(row: Selectable<AuditLogTable>): HistoryItem {
  return {
    id: Number(row.id),
    at: Number(row.at),
    userId: row.user_id === null ? null : Number(row.user_id),
    userEmail: row.user_email,
    ip: row.ip,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    changes: row.changes === null ? null : JSON.parse(row.changes),
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  };
}
