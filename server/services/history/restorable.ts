// The entities whose history keeps whole values (audit_log.full_values), so that a record of them
// can be brought back to an earlier version (issue 27 point 5): the clinic profile's steps, doctors
// and articles, whose long texts the history would otherwise keep only as a window.
export const RESTORABLE_ENTITIES = ['clinics', 'doctors', 'articles'] as const;
export type RestorableEntity = (typeof RESTORABLE_ENTITIES)[number];

const RESTORABLE: ReadonlySet<string> = new Set(RESTORABLE_ENTITIES);

export const isRestorable = (entity: string): entity is RestorableEntity => RESTORABLE.has(entity);
