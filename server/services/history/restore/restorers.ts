// The entities a record can be restored from its history, each with what its restore needs. An
// entity whose history keeps whole values (restorable.ts) but has no restorer here is shown in a
// comparison, not offered: its editors' saves have no restore yet.

import { articleRestorer } from './articleRestorer';
import { clinicRestorer } from './clinicRestorer';
import { doctorRestorer } from './doctorRestorer';
import type { Restorer } from './restorer';

const RESTORERS: Readonly<Record<string, Restorer>> = {
  clinics: clinicRestorer,
  doctors: doctorRestorer,
  articles: articleRestorer,
};

export const restorerOf = (entity: string): Restorer | undefined => RESTORERS[entity];
