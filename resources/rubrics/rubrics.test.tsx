import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

function rubricsBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/rubrics', 200, {
    rubrics: [
      { id: 2, name: 'Онкология', slug: 'oncology', updated: 1 },
      { id: 1, name: 'Кардиология', slug: 'cardiology', updated: 1 },
    ],
  });
  browser.answer('POST /api/admin/rubric', 200, {});
  return browser;
}

describe('/admin/rubrics', () => {
  it('lists the rubrics by name, with no edit or delete action (no such call is documented)', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/rubrics', rubricsBrowser());
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Кардиология', 'Онкология']);
    expect(screen.queryByRole('button', { name: /Редактировать|Удалить/ })).not.toBeInTheDocument();
    await user.click(within(rows[1]).getByText('Кардиология'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.sent().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('says "Укажите название" and "Укажите URL" under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/rubrics', rubricsBrowser());
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('URL (slug)'), '/');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите название')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите URL')).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /api/admin/rubric');
  });

  it('sends name and slug as form data with the leading slash removed, and shows server errors on the slug', async () => {
    const user = userEvent.setup();
    const browser = rubricsBrowser();
    browser.replace('POST /api/admin/rubric', 400, { slug: ['Это значение уже используется'] });
    renderApp('/admin/rubrics', browser);
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Название'), 'Неврология');
    await user.type(within(dialog).getByLabelText('URL (slug)'), '/oncology');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const field = within(dialog).getByLabelText('URL (slug)').closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('Это значение уже используется')).toBeInTheDocument();
    await waitFor(() =>
      expect(browser.requests.find((request) => request.url === '/api/admin/rubric')?.body).toEqual({
        name: 'Неврология',
        slug: 'oncology',
      }),
    );
  });
});
