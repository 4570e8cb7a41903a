// The employees list as a declaration (index.ts) rendered by the engine: each account's name
// linking to its profile ("вы" on one's own), its e-mail, roles by name and state; the create modal
// with its note, refusing an incomplete form on its fields and sending nothing, then sending the
// name, e-mail and roles and saying where the link went.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const account = (id: number, hash: string, name: string, roles: string[], state: string) => ({
  id,
  hash,
  name,
  email: `${hash}@example.com`,
  state,
  userRoles: roles,
  avatar: false,
  avatarHash: null,
  avatarFileType: null,
  timeZone: null,
  created: 1,
  updated: 2,
});

function usersBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/userslist', 200, {
    users: [account(2, 'p2', 'Павел Новичков', ['MANAGER', 'REDACTOR'], 'PENDING'), account(1, 'u1', 'Анна Петрова', ['ADMIN'], 'ACTIVE')],
  });
  browser.answer('GET /api/admin/newuser', 200, { roles: ['ADMIN', 'MANAGER', 'REDACTOR'] });
  return browser;
}

describe('/admin/users', () => {
  it('lists the accounts with their profile links, roles and states, and marks one’s own', async () => {
    renderApp('/admin/users', usersBrowser());
    const link = await screen.findByRole('link', { name: 'Павел Новичков' });
    expect(link).toHaveAttribute('href', '/admin/users/profile/p2/base');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Менеджер заявок, Редактор сайта')).toBeInTheDocument();
    expect(within(row).getByText('Ждёт подтверждения')).toBeInTheDocument();
    const own = screen.getByRole('link', { name: 'Анна Петрова' }).closest('tr') as HTMLElement;
    expect(within(own).getByText('вы')).toBeInTheDocument();
  });

  it('refuses an incomplete employee on its fields, then creates one and says where the link went', async () => {
    const user = userEvent.setup();
    const browser = usersBrowser();
    browser.answer('POST /api/admin/newuser', 200, { id: 3 });
    const app = renderApp('/admin/users', browser);
    await user.click(await screen.findByRole('button', { name: 'Создать сотрудника' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый сотрудник' });
    expect(within(dialog).getByText(/получит письмо со ссылкой/)).toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText('Имя'), 'Ег');
    await user.click(within(dialog).getByRole('button', { name: 'Создать сотрудника' }));
    expect(await within(dialog).findByText('Минимальная длина — 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Выберите значение')).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /api/admin/newuser');

    await user.type(within(dialog).getByLabelText('Имя'), 'ор Лесной');
    await user.type(within(dialog).getByLabelText('E-mail'), 'egor@example.com');
    await user.click(within(dialog).getByLabelText('Редактор сайта'));
    await user.click(within(dialog).getByRole('button', { name: 'Создать сотрудника' }));
    await waitFor(() =>
      expect(browser.requests.find((request) => request.url === '/api/admin/newuser' && request.method === 'POST')?.body).toEqual({
        name: 'Егор Лесной',
        email: 'egor@example.com',
        roles: 'REDACTOR',
      }),
    );
    expect(await screen.findByText('Сотрудник создан, письмо со ссылкой отправлено на egor@example.com')).toBeInTheDocument();
  });
});
