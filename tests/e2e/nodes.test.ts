// Two server nodes on one PostgreSQL and one S3-compatible store, each with its own browser (issue
// 16 point 4), as two managers behind a load balancer would work: a lead posted to node A appears
// in the list of the manager on node B; taken into work on A, it leaves B's list; an administrator
// on A blocks the manager on B, who lands on the login page at once. The files half and the events'
// detail are in tests/api/liveNodes.test.ts. In CI a missing PostgreSQL is a failure.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliInProcess } from '../support/cli';
import { type Cluster, startCluster } from '../support/postgres';
import { startS3rver } from '../support/s3rver';
import { enabled, launch, mainMenu, newPage, signIn } from './browser';
import { type RunningServer, startServer } from './servers';

const ACCOUNTS = {
  first: { name: 'Первый Узлов', email: 'first.node@e2e.local', password: 'first-node-1', role: 'MANAGER' },
  second: { name: 'Вторая Узлова', email: 'second.node@e2e.local', password: 'second-node-1', role: 'MANAGER' },
  admin: { name: 'Админ Узлов', email: 'admin.node@e2e.local', password: 'admin-node-1', role: 'ADMIN' },
};

describe.runIf(enabled())('two nodes in the browser', () => {
  let cluster: Cluster | undefined;
  let s3rver: Awaited<ReturnType<typeof startS3rver>> | undefined;
  const nodes: RunningServer[] = [];
  let browser: Browser;
  let first: Page;
  let second: Page;
  let admin: Page;

  const signedIn = async (node: RunningServer, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]) => {
    const page = await newPage(browser, 'ru', node.baseUrl);
    await signIn(page, account.email, account.password);
    await mainMenu(page).waitFor();
    return page;
  };

  beforeAll(async () => {
    cluster = await startCluster();
    if (!cluster) throw new Error('PostgreSQL binaries are required for the several-node browser test (initdb, pg_ctl)');
    s3rver = await startS3rver();
    const shared = { DATABASE_URL: cluster.url, S3_URL: s3rver.url(await s3rver.newBucket()), DEMO: '0' };
    // One after the other: the first runs the migrations.
    for (const name of ['node-a', 'node-b']) nodes.push(await startServer(name, shared));
    for (const account of Object.values(ACCOUNTS)) {
      const args = [
        'user',
        'add',
        '--email',
        account.email,
        '--name',
        account.name,
        '--role',
        account.role,
        '--password',
        account.password,
      ];
      await cliInProcess(args, { DATA_DIR: nodes[0].dataDir, ...shared });
    }
    browser = await launch();
    first = await signedIn(nodes[0], ACCOUNTS.first);
    second = await signedIn(nodes[1], ACCOUNTS.second);
    admin = await signedIn(nodes[0], ACCOUNTS.admin);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await s3rver?.close();
    cluster?.stop();
  });

  const patient = 'Пациент Двух Узлов';
  let leadId = '';

  it('shows on node B a lead posted to node A, and takes it into work on A out of B’s list', async () => {
    await second.getByText('Здесь пока ничего нет').waitFor();
    const answer = await fetch(`${nodes[0].baseUrl}/api/public/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: patient, phone: '+7 900 333-44-55', email: 'nodes.patient@e2e.local', gender: 'FEMALE' }),
    });
    expect(answer.status).toBe(200);
    leadId = String((await answer.json()).id);
    for (const page of [first, second]) await page.getByText(patient).waitFor();
    await mainMenu(second).getByText('новых: 1').waitFor();
    await first.getByRole('button', { name: `Взять в работу заявку ${leadId}`, exact: true }).click();
    await second.getByText(patient).waitFor({ state: 'detached' });
  });

  it('sends the manager on node B to the login page when an administrator on node A blocks them', async () => {
    await mainMenu(admin).getByRole('link', { name: 'Сотрудники' }).click();
    await admin.getByRole('link', { name: ACCOUNTS.second.name }).click();
    await admin.getByRole('tab', { name: 'Администрирование' }).click();
    await admin.getByRole('button', { name: 'Заблокировать' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Заблокировать' }).click();
    await admin.getByText('Сотрудник заблокирован').waitFor();
    await second.waitForURL('**/login');
    expect(first.url()).toContain('/manager/leads');
  });
});
