import { it } from 'vitest';
import { runSyncStep } from '../../server/services/sync/runner';
import { demoSource } from '../../server/services/sync/source/demo/demoSource';
import { CATALOGUE_STEPS } from '../../server/services/sync/steps';
import { createTestApp, dialects } from '../support/testApp';

it('debug', async () => {
  const t = await createTestApp(dialects()[1]);
  const source = demoSource(30);
  for (const step of ['agents', ...CATALOGUE_STEPS, 'agents', ...CATALOGUE_STEPS] as const) {
    const r = await runSyncStep({ db: t.app.db, dialect: t.app.dialect, source, holder: 'x', lang: 'ru' }, step, (e) => {
      console.log(e);
      return 'err';
    });
    console.log(step, r.status, r.answer.message || r.answer.error);
  }
  await t.close();
});
