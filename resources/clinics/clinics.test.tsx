import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLINIC_HASH, clinicsBrowser } from '../../src/testing/clinicsBrowser';
import { renderApp } from '../../src/testing/renderApp';

const listCalls = (app: ReturnType<typeof renderApp>) =>
  app.browser.requests.filter((request) => request.url.startsWith('/api/admin/clinicslist')).map((request) => request.url);

const rows = () => screen.findAllByTestId('record-row');

describe('/admin/clinics', () => {
  it('shows the columns of each clinic, asking page 0 of 15 with blocked clinics hidden', async () => {
    const app = renderApp('/admin/clinics', clinicsBrowser());
    const [first, second] = await rows();
    for (const header of ['ID', 'Статус', 'Краткое название', 'Полное название', 'Заполненность профиля', 'Изменения', 'Действия']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(first).getByText('Здоровье')).toBeInTheDocument();
    expect(within(first).getByText('Клиника «Здоровье»')).toBeInTheDocument();
    expect(within(first).getByText('Активна')).toBeInTheDocument();
    expect(within(first).getByText('Модули: MAIN')).toBeInTheDocument();
    expect(within(first).getByText('RU: 5 из 13')).toBeInTheDocument();
    expect(within(first).getByText('Врачи: 3 из 5')).toBeInTheDocument();
    expect(within(first).getByText('Изменил(а): Анна Петрова')).toBeInTheDocument();
    expect(await within(first).findByRole('button', { name: 'Суперагент: МедТур' })).toBeInTheDocument();
    expect(within(second).getByText('Заблокирована')).toBeInTheDocument();
    expect(screen.getByText('1-15 из 31')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Скрыть заблокированные' })).toBeChecked();
    expect(listCalls(app)[0]).toBe('/api/admin/clinicslist?hideDeactive=true&page=0&size=15');
  });

  it('reads every filter and the 1-based page from the query string', async () => {
    const app = renderApp('/admin/clinics?q=Здор&cityId=2&cId=5&sid=7&loc=EN&hideDeactive=false&page=3', clinicsBrowser());
    await rows();
    const sent = new URL(listCalls(app)[0], 'http://x').searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'Здор',
      cityId: '2',
      cId: '5',
      sid: '7',
      locals: 'EN',
      hideDeactive: 'false',
      page: '2',
      size: '15',
    });
    expect(await screen.findByRole('combobox', { name: 'Город' })).toHaveTextContent('Казань');
    expect(screen.getByRole('combobox', { name: 'Специальность' })).toHaveTextContent('Аритмия');
    expect(screen.getByRole('combobox', { name: 'Название клиники или её номер' })).toHaveValue('Здор');
    expect(screen.getByRole('checkbox', { name: 'Скрыть заблокированные' })).not.toBeChecked();
  });

  it('goes back to page 1 on a filter change, and a new category clears the specialty', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/clinics?cId=5&sid=7&page=2', clinicsBrowser());
    await rows();
    await user.click(await screen.findByRole('combobox', { name: 'Направление' }));
    const options = await screen.findAllByRole('option');
    // Active categories only, sorted by name, after "all".
    expect(options.map((option) => option.textContent)).toEqual(['Все направления', 'Кардиология', 'Онкология']);
    await user.click(screen.getByRole('option', { name: 'Онкология' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?cId=6'));
    await waitFor(() => expect(listCalls(app).at(-1)).toBe('/api/admin/clinicslist?cId=6&hideDeactive=true&page=0&size=15'));
    await user.click(screen.getByRole('combobox', { name: 'Специальность' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Все специальности', 'Рак лёгких']);
  });

  it('keeps "hide blocked" off in the URL and filters by language visibility', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/clinics?page=2', clinicsBrowser());
    await rows();
    await user.click(screen.getByRole('checkbox', { name: 'Скрыть заблокированные' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?hideDeactive=false'));
    await user.click(screen.getByRole('combobox', { name: 'Видимость' }));
    await user.click(await screen.findByRole('option', { name: 'Видна в EN' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?hideDeactive=false&loc=EN'));
    await waitFor(() => expect(listCalls(app).at(-1)).toBe('/api/admin/clinicslist?locals=EN&hideDeactive=false&page=0&size=15'));
  });

  it('pages through the list, 1-based in the URL and zero-based on the wire', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/clinics', clinicsBrowser());
    await rows();
    await user.click(screen.getByRole('button', { name: 'На 3 страницу' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(listCalls(app).at(-1)).toBe('/api/admin/clinicslist?hideDeactive=true&page=2&size=15'));
  });

  it('toggles visibility per language as multipart and direct leads as JSON; preview only while RU is visible', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/clinics', clinicsBrowser());
    const [first, second] = await rows();
    expect(within(first).getByRole('button', { name: 'Предпросмотр' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Предпросмотр' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('checkbox', { name: 'Показывать на EN' }));
    await waitFor(() => expect(app.sent()).toContain('POST /api/admin/toggleclinic'));
    expect(app.browser.requests.find((r) => r.url === '/api/admin/toggleclinic')?.body).toEqual({
      hash: CLINIC_HASH,
      locals: 'EN',
      visible: 'true',
    });
    await user.click(within(first).getByRole('switch', { name: 'Прямые заявки' }));
    await waitFor(() => expect(app.sent()).toContain('POST /api/admin/toggledlead'));
    const lead = app.browser.requests.find((r) => r.url === '/api/admin/toggledlead');
    expect(lead?.body).toEqual({ hash: CLINIC_HASH, dLead: true });
    expect(lead?.headers['Content-Type']).toBe('application/json');
    // Each change reloads the list.
    await waitFor(() => expect(listCalls(app).length).toBeGreaterThanOrEqual(3));
  });

  it('assigns a superagent in the modal', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/clinics', clinicsBrowser());
    const [first] = await rows();
    await user.click(await within(first).findByRole('button', { name: 'Суперагент: МедТур' }));
    const dialog = await screen.findByRole('dialog', { name: 'Суперагент клиники «Здоровье»' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Суперагент' }));
    await user.click(await screen.findByRole('option', { name: 'Здравница' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(app.sent()).toContain('POST /api/admin/setsuperagent'));
    expect(app.browser.requests.find((r) => r.url === '/api/admin/setsuperagent')?.body).toEqual({ hash: CLINIC_HASH, agentId: 2 });
    expect(await screen.findByText('Суперагент назначен')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
