import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clinicsBrowser } from '../../src/testing/clinicsBrowser';
import { renderApp } from '../../src/testing/renderApp';

const rows = () => screen.findAllByTestId('record-row');
const posted = (app: ReturnType<typeof renderApp>, url: string) => app.browser.requests.find((request) => request.url === url);

describe('/admin/agents', () => {
  it('lists 15 agents a page with their clinic counts and the main agent marked', async () => {
    const app = renderApp('/admin/agents?page=2', clinicsBrowser());
    const [main, other] = await rows();
    expect(within(main).getByText('МедТур')).toBeInTheDocument();
    expect(within(main).getByText('Главный агент')).toBeInTheDocument();
    expect(within(main).getByText('30')).toBeInTheDocument();
    expect(within(other).getByText('0')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Сделать главным' })).toBeDisabled();
    expect(within(other).getByRole('button', { name: 'Передать клиники' })).toBeDisabled();
    expect(app.browser.requests.some((request) => request.url === '/api/admin/agentslist?page=1&size=15')).toBe(true);
  });

  it('makes an agent main after a confirmation', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/agents', clinicsBrowser());
    const [, other] = await rows();
    await user.click(within(other).getByRole('button', { name: 'Сделать главным' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/«Здравница» станет главным агентом/)).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /api/admin/setmainagent');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(app.sent()).toContain('POST /api/admin/setmainagent'));
    expect(posted(app, '/api/admin/setmainagent')?.body).toEqual({ id: 2, uuid: '20000000-0000-0000-0000-000000000000' });
    expect(await screen.findByText('Главный агент изменён')).toBeInTheDocument();
  });

  it('transfers the clinics of an agent to the chosen one after reading what will happen', async () => {
    const user = userEvent.setup();
    const browser = clinicsBrowser();
    browser.answer('POST /api/admin/sendclinics', 200, { moved: 30 });
    const app = renderApp('/admin/agents', browser);
    const [main] = await rows();
    await user.click(within(main).getByRole('button', { name: 'Передать клиники' }));
    const dialog = await screen.findByRole('dialog', { name: 'Передать клиники агента «МедТур»' });
    expect(within(dialog).getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Кому передать' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Здравница']);
    await user.click(options[0]);
    expect(within(dialog).getByText('Все клиники агента «МедТур» (30) перейдут к агенту «Здравница».')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(app.sent()).toContain('POST /api/admin/sendclinics'));
    expect(posted(app, '/api/admin/sendclinics')?.body).toEqual({ fromA: 1, toA: 2 });
    expect(await screen.findByText('Клиник передано: 30')).toBeInTheDocument();
  });

  it('runs the single agents step in the sync modal', async () => {
    const user = userEvent.setup();
    const browser = clinicsBrowser();
    browser.answer('POST /api/admin/sync/agents', 200, { message: 'Агенты: 8 добавлено, 0 обновлено', error: null, callback: null });
    const app = renderApp('/admin/agents?page=2', browser);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Синхронизация' }));
    const dialog = await screen.findByRole('dialog', { name: 'Синхронизация агентов' });
    await user.click(within(dialog).getByRole('button', { name: 'Запустить' }));
    expect(await within(dialog).findByText('Агенты: 8 добавлено, 0 обновлено')).toBeInTheDocument();
    expect(app.sent().filter((call) => call.startsWith('POST /api/admin/sync/'))).toEqual(['POST /api/admin/sync/agents']);
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    // The list goes back to its first page (react-admin's list state in the address).
    await waitFor(() => expect(new URLSearchParams(app.router.state.location.search).get('page')).toBe('1'));
  });
});
