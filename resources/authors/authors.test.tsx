// The authors screens as a declaration (index.ts) rendered by the engine: the doctors and the
// editors as two groups of one list read once; a new doctor's page with the doctor's fields, the
// photo required before anything is sent, and the author and photo sent as two parts; an editor's
// page without the doctor's fields, saved with its version and without a photo part when none was
// chosen; the spec's message for a refused delete.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const networks = { VK: '', FB: '', OK: '', LI: '' };
const author = (id: number, isDoctor: boolean, lastName: string, firstName: string) => ({
  id,
  active: true,
  isDoctor,
  lastName,
  firstName,
  patronymicName: 'Петровна',
  personDescription: 'Пишет о здоровье',
  link: '',
  position: isDoctor ? 'Кардиолог' : 'Редактор',
  description: isDoctor ? 'Кардиология' : '',
  seniority: isDoctor ? '12' : '',
  degree: '',
  clinic: '',
  photo: `/images/author/${id}.jpg`,
  thumb: `/images/author/${id}-thumb.jpg`,
  socialNetworks: networks,
  updated: 100 + id,
});
const DOCTOR = author(1, true, 'Соколова', 'Мария');
const EDITOR = author(2, false, 'Лебедева', 'Анна');

function authorsBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/author/all', 200, { authors: [EDITOR, DOCTOR] });
  browser.answer('GET /api/admin/author/2', 200, EDITOR);
  return browser;
}

const lastRequest = (browser: ReturnType<typeof fakeBrowser>, method: string) =>
  browser.requests.filter((request) => request.method === method && request.url === '/api/admin/author').at(-1);

describe('/admin/authors', () => {
  it('shows the doctors and the editors apart, each group with its add link, from one read', async () => {
    const app = renderApp('/admin/authors', authorsBrowser());
    const doctors = (await screen.findByRole('heading', { name: 'Врачи' })).closest('.MuiCard-root') as HTMLElement;
    const editors = screen.getByRole('heading', { name: 'Редакторы' }).closest('.MuiCard-root') as HTMLElement;
    expect(await within(doctors).findByRole('link', { name: 'Изменить автора «Соколова Мария Петровна»' })).toHaveAttribute(
      'href',
      '/admin/authors/1',
    );
    expect(within(doctors).queryByText(/Лебедева/)).not.toBeInTheDocument();
    expect(within(editors).getByRole('link', { name: 'Изменить автора «Лебедева Анна Петровна»' })).toBeInTheDocument();
    expect(within(doctors).getByRole('link', { name: 'Добавить врача' })).toHaveAttribute('href', '/admin/authors/0?doctor=1');
    expect(within(editors).getByRole('link', { name: 'Добавить редактора' })).toHaveAttribute('href', '/admin/authors/0');
    expect(app.sent().filter((call) => call === 'GET /api/admin/author/all')).toHaveLength(1);
  });

  it('refuses a new doctor without a photo, then sends the author and the photo as two parts and opens the saved one', async () => {
    const user = userEvent.setup();
    const browser = authorsBrowser();
    browser.answer('POST /api/admin/author', 200, { ...author(7, true, 'Ветрова', 'Ольга'), updated: 1 });
    browser.answer('GET /api/admin/author/7', 200, author(7, true, 'Ветрова', 'Ольга'));
    const app = renderApp('/admin/authors/0?doctor=1', browser);
    expect(await screen.findByRole('heading', { name: 'Новый автор — врач', level: 1 })).toBeInTheDocument();
    const fill = [
      ['Фамилия', 'Ветрова'],
      ['Имя', 'Ольга'],
      ['Отчество', 'Ивановна'],
      ['Об авторе', 'Пишет о сердце'],
      ['Специальность', 'Кардиология'],
      ['Стаж', '7'],
    ];
    // The form shows once its rules are loaded.
    await screen.findByLabelText('Фамилия');
    for (const [label, value] of fill) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Загрузите фотографию автора')).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /api/admin/author');

    // At least 1 KB: the server refuses a smaller image, and the browser now says so first.
    const photo = new File([new Uint8Array(2048)], 'portrait.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, photo);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(lastRequest(browser, 'POST')).toBeDefined());
    const { author: sent, photo: part } = (lastRequest(browser, 'POST')?.body ?? {}) as { author: string; photo: File };
    expect(JSON.parse(sent)).toMatchObject({ isDoctor: true, lastName: 'Ветрова', description: 'Кардиология', seniority: '7' });
    expect(JSON.parse(sent)).not.toHaveProperty('photo');
    expect(part.name).toBe('portrait.jpg');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/authors/7'));
  });

  it('edits an editor without the doctor’s fields, sending its version and no photo part', async () => {
    const user = userEvent.setup();
    const browser = authorsBrowser();
    browser.answer('PUT /api/admin/author', 200, EDITOR);
    renderApp('/admin/authors/2', browser);
    const position = await screen.findByLabelText('Должность');
    expect(screen.queryByLabelText('Специальность')).not.toBeInTheDocument();
    await user.clear(position);
    await user.type(position, 'Главный редактор');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(lastRequest(browser, 'PUT')).toBeDefined());
    const request = lastRequest(browser, 'PUT');
    expect(request?.headers['If-Match']).toBe('"102"');
    const body = request?.body as Record<string, string>;
    expect(Object.keys(body)).toEqual(['author']);
    expect(JSON.parse(body.author)).toMatchObject({ id: 2, isDoctor: false, position: 'Главный редактор' });
  });

  it('says the spec’s words when a delete is refused', async () => {
    const user = userEvent.setup();
    const browser = authorsBrowser();
    browser.answer('DELETE /api/admin/author/2', 500, { message: 'boom' });
    renderApp('/admin/authors', browser);
    await user.click(await screen.findByRole('button', { name: 'Удалить автора «Лебедева Анна Петровна»' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Произошла ошибка при удалении автора, повторите попытку позже')).toBeInTheDocument();
  });
});
