// The video library as staff use it (a declaration, resources/video/index.ts): the add-video modal
// (closing it with typed text asks first, keep editing keeps the text, "Не сохранять" drops it, an
// empty one closes at once; the server's field errors land on their fields; an added video opens
// expanded), and a row expanded into its form, saved with its links and the loaded version.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

function videoBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/video/all', 200, { videoIds: {} });
  return browser;
}

/** The modal once its form is there: it is titled already while its rules load. */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Добавить видео' }));
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: 'Новое видео' });
    within(dialog).getByRole('button', { name: 'Отмена' });
    return dialog;
  });
}

const VIDEO = {
  id: 5,
  title: 'Операция на сердце',
  url: 'https://youtu.be/dQw4w9WgXcQ',
  description: '',
  created: 1_700_000_000_000,
  updated: 1_700_000_100_000,
  active: 1,
  specialties: [],
  diseases: [],
  clinics: [],
  doctors: [],
  texts: [],
  clinicCategories: {},
};

describe('the add-video modal', () => {
  it('asks before typed text is dropped, and closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    renderApp('/admin/video', videoBrowser());
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Операция на сердце');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Изменения не сохранены' });
    await user.click(within(ask).getByRole('button', { name: 'Продолжить редактирование' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Изменения не сохранены' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Название' })).toHaveValue('Операция на сердце');

    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Изменения не сохранены' })).getByRole('button', { name: 'Не сохранять' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal on its field and keeps the modal open', async () => {
    const user = userEvent.setup();
    const browser = videoBrowser();
    browser.answer('POST /api/admin/video', 400, { errors: { url: 'Ссылка не ведёт на YouTube' } });
    const app = renderApp('/admin/video', browser);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Операция');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ссылка на YouTube' }), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Ссылка не ведёт на YouTube')).toBeInTheDocument();
    expect(app.sent().filter((call) => call === 'POST /api/admin/video')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Новое видео' })).toBeInTheDocument();
  });

  it('opens an added video expanded, and says it was added', async () => {
    const user = userEvent.setup();
    const browser = videoBrowser();
    browser.answer('POST /api/admin/video', 200, { videoId: 5 });
    browser.replace('GET /api/admin/video/all', 200, { videoIds: { 5: [VIDEO] } });
    renderApp('/admin/video', browser);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), VIDEO.title);
    await user.type(within(dialog).getByRole('textbox', { name: 'Ссылка на YouTube' }), VIDEO.url);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Видео добавлено')).toBeInTheDocument();
    const collapse = await screen.findByRole('button', { name: `Свернуть видео ${VIDEO.title}` });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    const form = document.getElementById(String(collapse.getAttribute('aria-controls')));
    expect(form).not.toBeNull();
    expect(within(form as HTMLElement).getByRole('combobox', { name: 'Добавить: Клиники' })).toBeInTheDocument();
  });
});

describe('an expanded video', () => {
  it('saves its texts and links with the loaded version, and collapses again', async () => {
    const user = userEvent.setup();
    const browser = videoBrowser();
    browser.replace('GET /api/admin/video/all', 200, { videoIds: { 5: [VIDEO] } });
    browser.answer('PUT /api/admin/video/5', 200, VIDEO);
    const app = renderApp('/admin/video', browser);
    await user.click(await screen.findByRole('button', { name: `Развернуть видео ${VIDEO.title}` }));
    const collapse = screen.getByRole('button', { name: `Свернуть видео ${VIDEO.title}` });
    const form = document.getElementById(String(collapse.getAttribute('aria-controls'))) as HTMLElement;
    const title = within(form).getByRole('textbox', { name: 'Название' });
    await user.clear(title);
    await user.type(title, 'Операция на сердце, часть 2');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
    const put = app.browser.requests.find((request) => request.method === 'PUT');
    expect(put?.headers['If-Match']).toBe(`"${VIDEO.updated}"`);
    expect(put?.body).toEqual({
      title: 'Операция на сердце, часть 2',
      url: VIDEO.url,
      description: '',
      specialties: [],
      diseases: [],
      clinics: [],
      doctors: [],
      texts: [],
      clinicCategories: {},
    });
    await user.click(collapse);
    await waitFor(() => expect(document.getElementById(String(collapse.getAttribute('aria-controls')))).toBeNull());
  });

  it('offers each link’s own list in its picker and keeps the texts of other types', async () => {
    const user = userEvent.setup();
    const browser = videoBrowser();
    const names = (ru: string) => ({ RU: ru, EN: '' });
    browser.replace('GET /api/admin/video/all', 200, { videoIds: { 5: [{ ...VIDEO, texts: [8] }] } });
    browser.answer('GET /api/admin/allcategories', 200, {
      categories: [{ id: 4, names: names('Кардиология') }],
      specialties: [{ id: 6, names: names('Аритмия') }],
      cities: [],
    });
    browser.answer('GET /api/doctors', 200, { doctors: [{ id: 3, slug: 'ivanov', name: 'Иванов Иван' }], total: 1, page: 0, size: 10000 });
    browser.answer('GET /api/articles/', 200, {
      articles: [{ id: 7, typ: 'INTERVIEW', slug: 'talk', name: 'Беседа с хирургом' }],
      total: 1,
    });
    browser.answer('PUT /api/admin/video/5', 200, VIDEO);
    const app = renderApp('/admin/video', browser);
    await user.click(await screen.findByRole('button', { name: `Развернуть видео ${VIDEO.title}` }));
    const form = () => screen.getByRole('combobox', { name: 'Добавить: Врачи' });
    await waitFor(() => expect(form()).toBeEnabled());
    await user.type(form(), 'Иванов Иван{Enter}');
    const directions = screen.getByRole('combobox', { name: 'Добавить: Направления' });
    await waitFor(() => expect(directions).toBeEnabled());
    await user.type(directions, 'Кардиология{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Добавить: Специализации' }), 'Аритмия{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Добавить: Интервью' }), 'Беседа с хирургом{Enter}');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Данные успешно сохранены');
    const put = app.browser.requests.find((request) => request.method === 'PUT')?.body as Record<string, unknown>;
    // Text 8 is none of the interviews: the interview picker leaves it in the shared list.
    expect(put).toMatchObject({ doctors: [3], specialties: [4], diseases: [6], texts: [8, 7] });
    const asked = app.browser.requests.map((request) => request.url);
    expect(asked).toContain('/api/articles/?t=interview&locale=ru&size=500');
    expect(asked.some((url) => url.startsWith('/api/doctors?') && url.includes('locale=RU'))).toBe(true);
  });
});
