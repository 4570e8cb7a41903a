// The manager's leads as a declaration (index.ts) rendered by the engine: the tab named in the
// address from the first request, each lead's number, state, place, where it points and was sent
// (names from the page's side lists), the patient's gender and age, the filters' choices from the
// objects call, and a filter that goes to the wire as the spec's id list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { renderApp } from '../../src/testing/renderApp';

const MANAGER = {
  roles: [
    { name: 'ADMIN', on: false },
    { name: 'MANAGER', on: true },
    { name: 'REDACTOR', on: false },
  ],
  user: { id: 4, hash: 'm4', avatar: false, lang: 'ru', name: 'Мария Менеджер', email: 'm@example.com' },
};

const lead = {
  id: 7,
  state: 'NEW',
  updated: 1_700_000_000_000,
  country: 'RU',
  region: 77,
  clinicId: 3,
  doctorId: null,
  clinicSentId: 5,
  agentSentId: 9,
  name: 'Иван Петров',
  gender: 'MALE',
  age: 31,
  phone: '+7 900 000-00-00',
  email: 'ivan@example.com',
  diagnosis: 'Гастрит',
  files: 2,
  link: true,
  oms: false,
};

function leadsBrowser(failing = false) {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, MANAGER);
  if (failing) browser.answer('GET /api/manager/leads', 500, { message: 'boom' });
  browser.answer('GET /api/manager/leads', 200, {
    leads: [lead],
    clinics: [
      { id: 3, name: 'Боткин' },
      { id: 5, name: 'Сердце' },
    ],
    doctors: [],
    agents: [{ id: 9, name: 'Агент' }],
    total: 1,
  });
  browser.answer('GET /api/manager/objects', 200, { clinics: [{ id: 3, name: 'Боткин' }], doctors: [], agents: [] });
  return browser;
}

describe('/manager/leads', () => {
  it('shows a page of new leads with the names its answer gives and the buttons of their state', async () => {
    const app = renderApp('/manager/leads', leadsBrowser());
    const row = (await screen.findByText('№ 7')).closest('tr') as HTMLElement;
    expect(app.browser.requests.find((request) => request.url.startsWith('/api/manager/leads'))?.url).toBe(
      '/api/manager/leads?state=NEW&page=0&size=50',
    );
    expect(screen.getByRole('tab', { name: 'Новые' })).toHaveAttribute('aria-selected', 'true');
    expect(within(row).getByText('Новая')).toBeInTheDocument();
    expect(within(row).getByText('Боткин')).toBeInTheDocument();
    expect(within(row).getByText('Отправлена: Сердце / Агент')).toBeInTheDocument();
    expect(within(row).getByText('Мужской, 31 год')).toBeInTheDocument();
    expect(within(row).getByText('По ссылке')).toBeInTheDocument();
    expect(within(row).getByText('Платно')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Взять в работу заявку 7' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Удалить заявку 7' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Восстановить заявку 7' })).toBeNull();
  });

  it('filters by a clinic from the objects call, sent as the id list', async () => {
    const user = userEvent.setup();
    const app = renderApp('/manager/leads', leadsBrowser());
    await screen.findByText('№ 7');
    await user.click(screen.getByRole('combobox', { name: 'Клиники' }));
    await user.click(await screen.findByRole('option', { name: 'Боткин' }));
    await waitFor(() =>
      expect(app.browser.requests.map((request) => request.url)).toContain('/api/manager/leads?state=NEW&clinics=3&page=0&size=50'),
    );
    expect(app.router.state.location.search).toContain(encodeURIComponent('"clinics":"3"'));
  });

  it('says a page that could not be read in the screen’s own words, and reads it again on request', async () => {
    const user = userEvent.setup();
    renderApp('/manager/leads', leadsBrowser(true));
    const alert = (await screen.findByText('Не удалось загрузить заявки, повторите попытку позже')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('№ 7')).toBeInTheDocument();
  });
});
