// Live updates in real browsers (issue 16 point 3), as two managers and two administrators would
// work side by side: a lead posted through the portal's endpoint appears in both managers' lists
// and menu counters without a reload; one takes it into work and it leaves the other's list; an
// administrator blocks the second manager, who lands on the login page at once; two
// administrators on one clinic profile each see the other there, in Russian and English. The
// rules' detail (origin, sessions, counters, presence) is in tests/api/live.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliInProcess } from '../support/cli';
import { DEMO, e2e, enabled, launch, mainMenu, newPage, screenshot, signIn, signInAs } from './browser';
import { switchLanguage } from './gestures';

const SECOND_MANAGER = { name: 'Мария Вторая', email: 'second.manager@e2e.local', password: 'second-manager-1' };
const SECOND_ADMIN = { name: 'Олег Второй', email: 'second.admin@e2e.local', password: 'second-admin-1' };

async function addAccount(account: typeof SECOND_MANAGER, role: string) {
  const env = { DATA_DIR: e2e().dataDir, DATABASE_URL: '' };
  await cliInProcess(
    ['user', 'add', '--email', account.email, '--name', account.name, '--role', role, '--password', account.password],
    env,
  );
}

describe.runIf(enabled())('live updates in the browser', () => {
  let browser: Browser;
  let first: Page;
  let second: Page;
  let admin: Page;
  const patient = `Живой Пациент ${Date.now() % 100_000}`;

  const leadsLink = (page: Page) => mainMenu(page).getByRole('link', { name: /^(Заявки|Leads)/ });
  const counterOf = async (page: Page) => Number((await leadsLink(page).textContent())?.match(/новых: (\d+)/)?.[1] ?? 0);
  const takeButton = (page: Page, id: string) => page.getByRole('button', { name: `Взять в работу заявку ${id}`, exact: true });

  beforeAll(async () => {
    browser = await launch();
    await addAccount(SECOND_MANAGER, 'MANAGER');
    await addAccount(SECOND_ADMIN, 'ADMIN');
    first = await newPage(browser);
    second = await newPage(browser);
    admin = await newPage(browser);
    await signInAs(first, DEMO.MANAGER);
    await signIn(second, SECOND_MANAGER.email, SECOND_MANAGER.password);
    await second.waitForURL(`**${DEMO.MANAGER.home}`);
    await signInAs(admin, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  let leadId = '';

  it('shows a lead posted through the portal in both managers’ lists and counters, without a reload', async () => {
    for (const page of [first, second]) await page.locator('[data-testid="record-row"]').first().waitFor();
    await leadsLink(first)
      .getByText(/новых: \d+/)
      .waitFor();
    const before = await counterOf(first);
    const answer = await fetch(`${e2e().baseUrl}/api/public/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: patient, phone: '+7 900 111-22-33', email: 'live.patient@e2e.local', gender: 'MALE', age: 51 }),
    });
    expect(answer.status).toBe(200);
    leadId = String((await answer.json()).id);
    for (const page of [first, second]) {
      await page.getByText(patient).waitFor();
      await leadsLink(page)
        .getByText(`новых: ${before + 1}`)
        .waitFor();
    }
    await screenshot(second, 'live-lead-arrived');
  });

  it('takes the lead into work in one browser and it leaves the other’s new leads', async () => {
    await takeButton(first, leadId).click();
    await first.getByText(`Заявка ${leadId} взята в работу`).waitFor();
    await takeButton(second, leadId).waitFor({ state: 'detached' });
    expect(await second.getByText(patient).count()).toBe(0);
    await leadsLink(second)
      .getByText(/новых: \d+/)
      .waitFor();
    expect(await counterOf(second)).toBe(await counterOf(first));
  });

  it('sends a manager an administrator blocks to the login page at once', async () => {
    await mainMenu(admin).getByRole('link', { name: 'Сотрудники' }).click();
    await admin.getByRole('link', { name: SECOND_MANAGER.name }).click();
    await admin.getByRole('tab', { name: 'Администрирование' }).click();
    await admin.getByRole('button', { name: 'Заблокировать' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Заблокировать' }).click();
    await admin.getByText('Сотрудник заблокирован').waitFor();
    await second.waitForURL('**/login');
    await second.getByRole('button', { name: /^(Войти|Sign in)$/i }).waitFor();
    expect(first.url()).toContain(DEMO.MANAGER.home);
  });

  it('shows two administrators on one clinic profile each other, and one leaving, in Russian and English', async () => {
    // The managers are done: their tabs close, as a person's would, and stop taking the CPU.
    await Promise.all([first.close(), second.close()]);
    const english = await newPage(browser);
    await signIn(english, SECOND_ADMIN.email, SECOND_ADMIN.password);
    await english.waitForURL(`**${DEMO.ADMIN.home}`);
    await switchLanguage(english, 'en');
    // Both open the same clinic from the clinics list, by its link, as people do (no reload).
    await mainMenu(admin).getByRole('link', { name: 'Клиники' }).click();
    const link = admin.getByTestId('record-row').first().getByRole('link').first();
    const profile = (await link.getAttribute('href')) ?? '';
    expect(profile).toMatch(/\/admin\/clinics\/profile\/[\w-]+\/base$/);
    await link.click();
    await mainMenu(english).getByRole('link', { name: 'Clinics' }).click();
    await english.locator(`[data-testid="record-row"] a[href="${profile}"]`).click();
    await admin.getByRole('status').getByText(`Сейчас здесь также: ${SECOND_ADMIN.name}`).waitFor();
    await english.getByRole('status').getByText('Also here now: Анна Админова').waitFor();
    await screenshot(admin, 'live-presence-ru');
    await mainMenu(english).getByRole('link', { name: 'Clinics' }).click();
    await admin.getByText('Сейчас здесь также').waitFor({ state: 'detached' });
  });
});
