// The entities a record can be restored from its history, each with what its restore needs. An
// entity whose history keeps whole values (restorable.ts) but has no restorer here is shown in a
// comparison, not offered: its editors' saves have no restore yet.

import type { RestoreEntity } from '../../../../common/historyRestore';
import { articleRestorer } from './articleRestorer';
import { authorRestorer } from './authorRestorer';
import { clinicRestorer } from './clinicRestorer';
import { doctorRestorer } from './doctorRestorer';
import { cityRestorer, hubRestorer } from './geoRestorers';
import type { Restorer } from './restorer';
import { seoPageRestorer } from './seoPageRestorer';
import { userRestorer } from './userRestorer';

const RESTORERS: Readonly<Record<RestoreEntity, Restorer>> = {
  clinics: clinicRestorer,
  doctors: doctorRestorer,
  articles: articleRestorer,
  seopages: seoPageRestorer,
  cities: cityRestorer,
  hubs: hubRestorer,
  users: userRestorer,
  authors: authorRestorer,
};

const BY_ENTITY: ReadonlyMap<string, Restorer> = new Map(Object.entries(RESTORERS));

export const restorerOf = (entity: string): Restorer | undefined => BY_ENTITY.get(entity);
