import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../dataProvider/fakeFetch';
import { citiesBrowser } from './testing/citiesBrowser';
import { ADMIN_ROLES, renderApp } from './testing/renderApp';

describe('the router and the shell', () => {
  it('sends / to /login', async () => {
    const app = renderApp('/');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Вход в систему' })).toBeInTheDocument();
  });

  it('shows "Ошибка 404" for an unknown route and "Ошибка 403" on its page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Ошибка 404' })).toBeInTheDocument();
    renderApp('/error/403');
    expect(await screen.findByRole('heading', { name: 'Ошибка 403' })).toBeInTheDocument();
  });

  it('sends a visitor from an admin page to /login and back there after signing in', async () => {
    const user = userEvent.setup();
    const browser = citiesBrowser();
    browser.replace('GET /api/roles', 200, { roles: [], user: null });
    browser.answer('POST /login', 200, ADMIN_ROLES);
    const app = renderApp('/admin/cities', browser);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText(/E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/Пароль/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/cities'));
  });

  it('goes to /login when a call answers 401, remembering the page', async () => {
    const browser = citiesBrowser();
    browser.replace('GET /api/admin/citieslist', 401, { message: 'Требуется вход в систему', path: '/api/admin/citieslist' });
    const app = renderApp('/admin/cities', browser);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('afterLoginPath')).toBe('/admin/cities');
    expect(await screen.findByRole('heading', { name: 'Вход в систему' })).toBeInTheDocument();
  });

  it('shows the signed-in shell: menu group, user, footer from /api/public-config', async () => {
    const browser = citiesBrowser();
    browser.answer('GET /api/public-config', 200, {
      portalUrl: 'https://portal.example',
      contactEmail: 'info@example.com',
      phones: ['+7 495 000-00-00'],
      address: 'Москва, ул. Примерная, 1',
    });
    renderApp('/admin/cities', browser);
    expect(await screen.findByText('Администрирование сервиса')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });
    expect(within(menu).getByRole('link', { name: 'Хабы' })).toHaveAttribute('href', '/admin/hubs');
    expect(await screen.findByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute('href', 'https://portal.example/tos');
    expect(screen.getByText('Телефоны: +7 495 000-00-00')).toBeInTheDocument();
    expect(screen.getByText('Головной офис: Москва, ул. Примерная, 1')).toBeInTheDocument();
  });

  it('switches the UI language after telling the server', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/cities', citiesBrowser());
    await screen.findAllByTestId('record-card');
    await user.click(screen.getByRole('combobox', { name: 'Язык интерфейса' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    expect(await screen.findByText('Service administration')).toBeInTheDocument();
    expect(app.browser.requests.some((request) => request.url === '/api/change-locale?lang=en')).toBe(true);
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it("gives a REDACTOR its content area under /redactor/ and none of the administrator's screens", async () => {
    const browser = fakeBrowser('token');
    browser.answer('GET /api/roles', 200, { roles: [{ name: 'REDACTOR', on: true }], user: { id: 3, name: 'Ира' } });
    renderApp('/redactor/articles', browser);
    const menu = await screen.findByRole('navigation', { name: 'Главное меню' });
    const links = () =>
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')?.split('?')[0]);
    await waitFor(() =>
      expect(links()).toEqual(expect.arrayContaining(['/redactor/articles', '/redactor/tags', '/redactor/media', '/redactor/authors'])),
    );
    expect(links().filter((href) => href?.startsWith('/admin/'))).toEqual([]);
  });

  it('logs out through /logout and lands on /login', async () => {
    const browser = citiesBrowser();
    const app = renderApp('/logout', browser);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.sent()).toContain('POST /api/logout');
  });
});
