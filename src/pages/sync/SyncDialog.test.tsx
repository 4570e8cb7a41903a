import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_STEPS as CATALOGUE_SYNC_STEPS } from '../../../common/syncSteps';
import { clinicsBrowser } from '../../testing/clinicsBrowser';
import { renderApp } from '../../testing/renderApp';

const syncCalls = (app: ReturnType<typeof renderApp>) =>
  app.browser.requests
    .filter((request) => request.url.startsWith('/api/admin/sync/'))
    .map((request) => request.url.replace('/api/admin/sync/', ''));

function answerEveryStep(browser: ReturnType<typeof clinicsBrowser>) {
  for (const step of CATALOGUE_SYNC_STEPS)
    browser.answer(`POST /api/admin/sync/${step}`, 200, { message: `${step}: готово`, error: null, callback: null });
}

async function openAndStart(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Синхронизация' }));
  const dialog = await screen.findByRole('dialog', { name: 'Синхронизация с каталогом' });
  expect(within(dialog).getByText('Запустить синхронизацию: 17 шагов подряд')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Запустить' }));
  return dialog;
}

const logLines = (dialog: HTMLElement) => within(within(dialog).getByRole('log')).queryAllByRole('listitem');

describe('the synchronisation modal', () => {
  it('runs the 17 steps in order with no body, logs each message, and Done reloads the list on page 1', async () => {
    const user = userEvent.setup();
    const browser = clinicsBrowser();
    answerEveryStep(browser);
    const app = renderApp('/admin/clinics?cityId=1&page=3', browser);
    await screen.findAllByTestId('record-row');
    const dialog = await openAndStart(user);
    expect(await within(dialog).findByText('Синхронизация завершена')).toBeInTheDocument();
    expect(syncCalls(app)).toEqual([...CATALOGUE_SYNC_STEPS]);
    for (const request of app.browser.requests.filter((r) => r.url.startsWith('/api/admin/sync/'))) {
      expect(request.method).toBe('POST');
      expect(request.body).toBeUndefined();
      expect(request.headers['X-XSRF-TOKEN']).toBe('token');
    }
    expect(logLines(dialog).map((line) => line.textContent)).toEqual(CATALOGUE_SYNC_STEPS.map((step) => `${step}: готово`));
    // Step 1 brings new categories: the filters' reference data is reloaded at once.
    expect(app.sent().filter((call) => call === 'GET /api/admin/allcategories').length).toBeGreaterThanOrEqual(2);
    const listedBefore = app.sent().filter((call) => call === 'GET /api/admin/clinicslist').length;
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(app.router.state.location.search).toBe('?cityId=1&page=1'));
    await waitFor(() => expect(app.sent().filter((call) => call === 'GET /api/admin/clinicslist').length).toBeGreaterThan(listedBefore));
    expect(app.browser.requests.at(-1)?.url).toBe('/api/admin/clinicslist?cityId=1&hideDeactive=true&page=0&size=15');
  });

  it('stops at an error in an answer, shown in red', async () => {
    const user = userEvent.setup();
    const browser = clinicsBrowser();
    answerEveryStep(browser);
    browser.replace('POST /api/admin/sync/clinics', 200, { message: '', error: 'Клиники: ошибка источника', callback: null });
    const app = renderApp('/admin/clinics', browser);
    const dialog = await openAndStart(user);
    expect(await within(dialog).findByText('Синхронизация остановлена из-за ошибки')).toBeInTheDocument();
    expect(syncCalls(app)).toEqual(['specialties', 'services', 'clinics']);
    const lines = logLines(dialog);
    expect(lines.map((line) => line.textContent)).toEqual(['specialties: готово', 'services: готово', 'Клиники: ошибка источника']);
    // The light theme's error red (#b71c1c, src/layout/theme.ts).
    expect(lines[2]).toHaveStyle({ color: 'rgb(183, 28, 28)' });
    expect(lines[1]).not.toHaveStyle({ color: 'rgb(183, 28, 28)' });
  });

  it('stops at a refused call, showing the answer’s error (a run already going)', async () => {
    const user = userEvent.setup();
    const browser = clinicsBrowser();
    answerEveryStep(browser);
    browser.replace('POST /api/admin/sync/specialties', 409, { message: '', error: 'Синхронизация уже выполняется', callback: null });
    const app = renderApp('/admin/clinics', browser);
    const dialog = await openAndStart(user);
    expect(await within(dialog).findByText('Синхронизация уже выполняется')).toBeInTheDocument();
    expect(syncCalls(app)).toEqual(['specialties']);
    expect(within(dialog).getByRole('button', { name: 'Готово' })).toBeInTheDocument();
  });

  it('Cancel lets the step in flight end and starts no further step', async () => {
    const user = userEvent.setup();
    const browser = clinicsBrowser();
    answerEveryStep(browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = browser.env.fetch;
    browser.env.fetch = async (input, init) => {
      if (String(input) === '/api/admin/sync/services') await held;
      return answer(input, init);
    };
    const app = renderApp('/admin/clinics', browser);
    const dialog = await openAndStart(user);
    expect(await within(dialog).findByText('Шаг 2 из 17: Услуги')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(within(dialog).getByText('Останавливаем: ждём окончания текущего шага…')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText('Синхронизация отменена, следующие шаги не запускались')).toBeInTheDocument();
    expect(syncCalls(app)).toEqual(['specialties', 'services']);
    expect(logLines(dialog).map((line) => line.textContent)).toEqual(['specialties: готово', 'services: готово']);
  });
});
