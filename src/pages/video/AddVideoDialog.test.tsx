// The add-video modal as staff use it: closing it with typed text asks first (keep editing keeps
// the text, "Не сохранять" drops it), an empty one closes at once, and the server's field errors
// land on their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../testing/renderApp';

function videoBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/video/all', 200, { videoIds: {} });
  return browser;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Добавить видео' }));
  return screen.findByRole('dialog', { name: 'Новое видео' });
}

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
});
