// The media library as staff use it (a declaration, resources/mediafiles/index.ts): a page of files
// with their columns, the page in the address; the alt saved with the file's id and the loaded
// version; a file in use refused on delete with the spec's alert (001 §8), not the conflict
// choice; and the same list as a picker that answers the chosen file.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import PickerDialog from '../../src/engine/list/PickerDialog';
import { createI18nProvider } from '../../src/i18nProvider';
import { createServices } from '../../src/services';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const FILE = {
  id: 12,
  name: 'a1b2.png',
  alt: '',
  xsize: 960,
  ysize: 640,
  size: 2048,
  created: 1_700_000_000_000,
  updated: 1_700_000_100_000,
  url: '/images/mediafile/a1b2.png',
  thumb: '/images/mediafile/thumb/a1b2.png',
};

function mediaBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/mediafile/list', 200, { slice: [FILE], total: 51 });
  browser.answer('GET /api/admin/articles/list', 200, { slice: [], total: 0 });
  return browser;
}

describe('the media library', () => {
  it('shows a page of files and saves a file’s alt with its id and version', async () => {
    const user = userEvent.setup();
    const browser = mediaBrowser();
    browser.answer('POST /api/admin/mediafile/alt', 200, { file: { ...FILE, alt: 'Палата' } });
    const app = renderApp('/admin/media?page=2', browser);
    const row = (await screen.findByText('960×640px')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: FILE.url })).toHaveAttribute('target', '_blank');
    expect(within(row).getByText('Без описания')).toBeInTheDocument();
    expect(app.browser.requests.find((request) => request.url.startsWith('/api/admin/mediafile/list'))?.url).toBe(
      '/api/admin/mediafile/list?page=1&size=50',
    );

    await user.click(within(row).getByRole('button', { name: 'Редактировать изображение 12' }));
    const editor = await screen.findByRole('dialog', { name: 'Изображение 12' });
    expect(await within(editor).findByText('Изображение не используется ни в одной статье')).toBeInTheDocument();
    await user.type(within(editor).getByRole('textbox', { name: 'Описание (alt)' }), 'Палата');
    expect(within(editor).getByText('6 из 256')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Изображение 12' })).not.toBeInTheDocument());
    const saved = app.browser.requests.find((request) => request.method === 'POST' && request.url === '/api/admin/mediafile/alt');
    expect(saved?.body).toEqual({ imgId: '12', alt: 'Палата' });
    expect(saved?.headers['If-Match']).toBe(`"${FILE.updated}"`);
  });

  it('refuses to delete a file in use with the spec’s alert', async () => {
    const user = userEvent.setup();
    const browser = mediaBrowser();
    browser.answer('POST /api/admin/mediafile/delete', 409, { status: 409, error: 'Conflict', message: 'Изображение используется' });
    const app = renderApp('/admin/media?page=1', browser);
    await user.click(await screen.findByRole('button', { name: 'Удалить изображение 12' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить изображение?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Не удалось удалить запись')).toBeInTheDocument();
    const sent = app.browser.requests.find((request) => request.url === '/api/admin/mediafile/delete');
    expect(sent?.body).toEqual({ mediaFileId: '12' });
  });

  it('is the picker of an image: its page its own, the chosen file answered', async () => {
    const user = userEvent.setup();
    const browser = mediaBrowser();
    const services = createServices({ ...browser.env, currentPath: () => '/admin/articles/edit/1', navigate: () => undefined });
    const onSelect = vi.fn();
    render(
      <MemoryRouter initialEntries={['/admin/articles/edit/1']}>
        <AdminContext i18nProvider={createI18nProvider('ru')} dataProvider={services.dataProvider} queryClient={services.queryClient}>
          <PickerDialog resource="mediafiles" title="app.mediaLibrary.picker.title" onSelect={onSelect} onClose={() => undefined} />
        </AdminContext>
      </MemoryRouter>,
    );
    const picker = await screen.findByRole('dialog', { name: 'Выбор изображения из медиатеки' });
    await user.click(await within(picker).findByRole('button', { name: 'Выбрать изображение 12' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 12, url: FILE.url }));
    expect(browser.requests.find((request) => request.url.startsWith('/api/admin/mediafile/list'))?.url).toBe(
      '/api/admin/mediafile/list?page=0&size=50',
    );
  });

  it('lists in its editor the articles that use the file, the first 20 and how many there are', async () => {
    const user = userEvent.setup();
    const browser = mediaBrowser();
    const used = { id: 7, name: 'О палатах', typ: 'ARTICLE', locals: 'RU' };
    browser.replace('GET /api/admin/articles/list', 200, { slice: [used], total: 3 });
    const app = renderApp('/admin/media?page=1', browser);
    await user.click(await screen.findByRole('button', { name: 'Редактировать изображение 12' }));
    const editor = await screen.findByRole('dialog', { name: 'Изображение 12' });
    const list = await within(editor).findByRole('list', { name: 'Используется в статьях' });
    expect(within(list).getByText('О палатах (ARTICLE, RU)')).toBeInTheDocument();
    expect(within(editor).getByText('Показано: 1 из 3')).toBeInTheDocument();
    const asked = app.browser.requests.find((request) => request.url.startsWith('/api/admin/articles/list'));
    expect(new URLSearchParams(asked?.url.split('?')[1])).toEqual(new URLSearchParams({ page: '0', size: '20', mediaId: '12' }));
  });
});
