import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../testing/renderApp';

describe('login page', () => {
  it('shows the required and e-mail messages under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    const submit = await screen.findByRole('button', { name: 'Войти' });
    await user.click(submit);
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(2);
    await user.type(screen.getByLabelText(/E-mail/), 'anna@example');
    await user.click(submit);
    expect(await screen.findByText('Укажите адрес в формате name@domain.com')).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /login');
  });

  it('shows the Wrong login/password alert when the sign-in fails, and stays', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser();
    browser.answer('POST /login', 401, { status: 401, message: 'Неверный логин/пароль', path: '/login' });
    const app = renderApp('/login', browser);
    await user.type(await screen.findByLabelText(/E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/Пароль/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин/пароль');
    expect(app.router.state.location.pathname).toBe('/login');
    const login = browser.requests.find((request) => request.url === '/login');
    expect(login?.body).toEqual({ email: 'anna@example.com', password: 'wrong-password' });
    // A fresh CSRF token is fetched right before the sign-in.
    expect(app.sent().slice(-2)).toEqual(['GET /api/csrf-token', 'POST /login']);
  });

  // The refusals of a right password, each in the UI's own words and not as a wrong password.
  it.each([
    [403, 'the account is blocked', 'Учётная запись заблокирована', 'Учётная запись заблокирована'],
    [
      429,
      'to wait while the sign-in is throttled',
      'Слишком много попыток. Повторите через 15 минут',
      'Слишком много неудачных попыток входа. Подождите несколько минут и попробуйте снова',
    ],
  ])('says, for %i, %s, and stays', async (status, _what, message, alert) => {
    const user = userEvent.setup();
    const browser = fakeBrowser();
    browser.answer('POST /login', status, { status, message, path: '/login' });
    const app = renderApp('/login', browser);
    await user.type(await screen.findByLabelText(/E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/Пароль/), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(alert);
    expect(screen.queryByText('Неверный логин/пароль')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it('signs in and lands on the first active role’s page', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser();
    browser.answer('POST /login', 200, ADMIN_ROLES);
    const app = renderApp('/login', browser);
    await user.type(await screen.findByLabelText(/E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/Пароль/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/seopages'));
    // The ADMIN's first page is the SEO pages screen, inside the signed-in shell and its menu.
    expect((await screen.findAllByRole('link', { name: 'Города' })).length).toBeGreaterThan(0);
  });
});
