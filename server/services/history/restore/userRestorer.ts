// An account's restore: only its base tab, the name and the time zone. Its e-mail, roles and
// state (active, blocked) are security events with effects of their own (a sign-in address, the
// open sessions, a notice), its avatar a file a later upload replaced, and its password hash is
// never in the history: shown, never offered (docs/decisions.md, issue 27 point 5).
import { type UserBaseForm, userBaseSchema } from '../../../../schemas/userBase';
import { saveUserBaseIn } from '../../users/saveUserBase';
import { userSnapshot } from '../snapshots';
import type { Restorer, RestoreStep } from './restorer';
import { rowVersion } from './rowVersion';

const base: RestoreStep = {
  shared: ['name', 'timeZone'],
  perLang: [],
  schema: userBaseSchema,
  async form(db, id) {
    const snapshot = await userSnapshot(db, id);
    if (!snapshot) throw new Error(`no user ${id}`);
    return { name: snapshot.name, timeZone: snapshot.timeZone };
  },
  save: (sql, id, form, actor) => saveUserBaseIn(sql.db, id, form as UserBaseForm, actor),
};

export const userRestorer: Restorer = { steps: [base], ...rowVersion('users') };
