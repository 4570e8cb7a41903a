// An employee's profile as the users declaration's record page (index.ts `page`): each tab at its
// own address, the base tab saved with the version it loaded, the admin tab's roles, its actions by
// the account's state (a block asked first, an e-mail change in a modal checked by the call's
// rules), and one's own account offering only the password link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const account = (hash: string, name: string, state = 'ACTIVE') => ({
  id: 2,
  hash,
  name,
  email: `${hash}@example.com`,
  state,
  userRoles: ['MANAGER'],
  avatar: false,
  avatarHash: null,
  avatarFileType: null,
  timeZone: 'Europe/Moscow',
  created: 1,
  updated: 1700,
});

function profileBrowser(user = account('p2', 'Павел Новичков')) {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/user', 200, { user, completeLangs: [], avatarHash: null });
  browser.answer('GET /api/admin/newuser', 200, { roles: ['ADMIN', 'MANAGER', 'REDACTOR'] });
  return browser;
}

const posted = (browser: ReturnType<typeof fakeBrowser>, path: string) =>
  browser.requests.filter((request) => request.method === 'POST' && request.url === path);

describe('/admin/users/profile/{hash}', () => {
  it('shows the base tab at its address and saves it with the version it loaded', async () => {
    const user = userEvent.setup();
    const browser = profileBrowser();
    browser.answer('POST /api/admin/user', 200, { user: account('p2', 'Павел Новичков') });
    const app = renderApp('/admin/users/profile/p2/base', browser);
    expect(await screen.findByRole('heading', { name: 'Павел Новичков', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все сотрудники' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByText('p2@example.com')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Основное' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Администрирование' })).toHaveAttribute('href', '/admin/users/profile/p2/admin');
    expect(await screen.findByRole('button', { name: 'Загрузить' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Имя'));
    await user.type(screen.getByLabelText('Имя'), 'Па');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Минимальная длина — 3')).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /api/admin/user');
    await user.type(screen.getByLabelText('Имя'), 'вел Н.');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posted(browser, '/api/admin/user')).toHaveLength(1));
    const [save] = posted(browser, '/api/admin/user');
    expect(save.body).toEqual({ hash: 'p2', name: 'Павел Н.', timeZone: 'Europe/Moscow' });
    expect(save.headers['If-Match']).toBe('"1700"');
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
  });

  it('saves the roles and blocks the account after asking, then offers only unblock', async () => {
    const user = userEvent.setup();
    const browser = profileBrowser();
    browser.answer('POST /api/admin/useradmin', 200, { user: account('p2', 'Павел Новичков') });
    const app = renderApp('/admin/users/profile/p2/admin', browser);
    await user.click(await screen.findByRole('checkbox', { name: 'Редактор сайта' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить роли' }));
    // Form data: the fake keeps a repeated field's last value.
    await waitFor(() => expect(posted(browser, '/api/admin/useradmin')[0]?.body).toEqual({ hash: 'p2', roles: 'REDACTOR' }));
    expect(await screen.findByText('Роли сохранены')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Заблокировать сотрудника «Павел Новичков»?')).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /api/admin/blockuser');
    browser.replace('GET /api/admin/user', 200, { user: account('p2', 'Павел Новичков', 'DISABLED'), completeLangs: [], avatarHash: null });
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(await screen.findByText('Сотрудник заблокирован')).toBeInTheDocument();
    expect(posted(browser, '/api/admin/blockuser')[0].body).toEqual({ hash: 'p2' });
    expect(await screen.findByRole('button', { name: 'Разблокировать' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Заблокировать|Изменить e-mail|Отправить ссылку|Сохранить роли/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Редактор сайта' })).toBeDisabled();
  });

  it('changes the e-mail in a modal checked by the call’s rules, the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    const browser = profileBrowser();
    browser.answer('POST /api/admin/changeemail', 400, { error: { email: 'Этот адрес уже занят' } });
    browser.answer('POST /api/admin/changeemail', 200, { user: account('p2', 'Павел Новичков') });
    renderApp('/admin/users/profile/p2/admin', browser);
    await user.click(await screen.findByRole('button', { name: 'Изменить e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый адрес сотрудника «Павел Новичков»' });
    const email = within(dialog).getByLabelText('E-mail');
    expect(email).toHaveValue('p2@example.com');
    await user.clear(email);
    await user.type(email, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(/^Укажите адрес в формате/)).toBeInTheDocument();
    expect(posted(browser, '/api/admin/changeemail')).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Этот адрес уже занят')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Адрес электронной почты изменён')).toBeInTheDocument();
    expect(posted(browser, '/api/admin/changeemail')[1].body).toEqual({ hash: 'p2', email: 'taken@example.com' });
  });

  it('offers only the password link on one’s own account, with its note', async () => {
    const browser = profileBrowser(account('u1', 'Анна Петрова'));
    renderApp('/admin/users/profile/u1/admin', browser);
    // The note is the roles form's: it shows once the form has its rules (read with the save's call),
    // and the buttons below are checked against that form, not against the page before it.
    expect(await screen.findByText(/Свою учётную запись нельзя/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить ссылку для смены пароля' })).toBeInTheDocument();
    expect(screen.getByText('Письмо со ссылкой уйдёт на u1@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Заблокировать|Изменить e-mail|Сохранить роли/ })).toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'Менеджер заявок' })).toBeDisabled();
  });
});
