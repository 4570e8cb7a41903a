// The entities a record can be restored from its history, each with what its restore needs. An
// entity whose history keeps whole values (restorable.ts) but has no restorer here is shown in a
// comparison, not offered: its editors' saves have no restore yet.

import type { RestoreEntity } from '../../../../common/historyRestore';
import { articleRestorer } from './articleRestorer';
import { clinicRestorer } from './clinicRestorer';
import { doctorRestorer } from './doctorRestorer';
import type { Restorer } from './restorer';

const RESTORERS: Readonly<Record<RestoreEntity, Restorer>> = {
  clinics: clinicRestorer,
  doctors: doctorRestorer,
  articles: articleRestorer,
};

const BY_ENTITY: ReadonlyMap<string, Restorer> = new Map(Object.entries(RESTORERS));

export const restorerOf = (entity: string): Restorer | undefined => BY_ENTITY.get(entity);
