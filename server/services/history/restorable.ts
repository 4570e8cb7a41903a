// The entities whose history keeps whole values (audit_log.full_values), so that a record of them
// can be brought back to an earlier version (issue 27 point 5): those a restore serves
// (common/historyRestore.ts), whose long texts the history would otherwise keep only as a window.
// Other entities pay nothing for it.
import { RESTORE_ENTITIES, type RestoreEntity } from '../../../common/historyRestore';

const RESTORABLE: ReadonlySet<string> = new Set(RESTORE_ENTITIES);

export const isRestorable = (entity: string): entity is RestoreEntity => RESTORABLE.has(entity);
