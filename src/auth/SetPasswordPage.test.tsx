import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { renderApp } from '../testing/renderApp';

function linkBrowser(email?: string) {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/restorepassword', 200, email ? { email } : {});
  return browser;
}

async function fillPasswords(first: string, second: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Новый пароль/), first);
  await user.type(screen.getByLabelText(/Повторите пароль/), second);
  await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  return user;
}

describe('restore and confirm pages', () => {
  it('loads the e-mail of the link and shows the success card with a way to /login', async () => {
    const browser = linkBrowser('anna@example.com');
    const app = renderApp('/restorepassword/abc123', browser);
    expect(await screen.findByText('Учётная запись: anna@example.com')).toBeInTheDocument();
    const user = await fillPasswords('secret1', 'secret1');
    expect(await screen.findByText('Пароль успешно создан')).toBeInTheDocument();
    const posted = browser.requests.find((request) => request.method === 'POST' && request.url === '/api/restorepassword');
    expect(posted?.body).toEqual({ hash: 'abc123', password1: 'secret1', password2: 'secret1' });
    expect(browser.requests.map((request) => request.url)).toContain('/api/restorepassword?hash=abc123');
    await user.click(screen.getByRole('link', { name: 'Продолжить' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('shows the error card when the link has no e-mail', async () => {
    renderApp('/restorepassword/unknown', linkBrowser());
    expect(await screen.findByText('Ссылка для подтверждения недействительна')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/login');
  });

  it('shows the error card when the server refuses the hash on save', async () => {
    const browser = linkBrowser('anna@example.com');
    browser.answer('POST /api/restorepassword', 400, { errors: { hash: ['Ссылка для восстановления недействительна'] } });
    renderApp('/restorepassword/used', browser);
    await fillPasswords('secret1', 'secret1');
    expect(await screen.findByText('Ссылка для подтверждения недействительна')).toBeInTheDocument();
  });

  it('blocks different passwords with the message and the error alert, sending nothing', async () => {
    const browser = linkBrowser('anna@example.com');
    const app = renderApp('/restorepassword/abc123', browser);
    await fillPasswords('secret1', 'secret2');
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(await screen.findByText('Форма заполнена с ошибками')).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /api/restorepassword');
  });

  it('uses the confirmation calls on /confirmemail', async () => {
    const browser = fakeBrowser('token');
    browser.answer('GET /api/confirmemail', 200, { email: 'new@example.com' });
    renderApp('/confirmemail/c0ffee', browser);
    expect(await screen.findByRole('heading', { name: 'Подтверждение e-mail' })).toBeInTheDocument();
    await fillPasswords('secret1', 'secret1');
    expect(await screen.findByText('Пароль успешно создан')).toBeInTheDocument();
    expect(browser.requests.some((request) => request.method === 'POST' && request.url === '/api/confirmemail')).toBe(true);
  });
});
