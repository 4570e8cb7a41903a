import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { defineCalls } from '../../../common/calls';
import { defineResource } from '../../../common/resource';
import { createDataProvider } from '../../../dataProvider/callProvider';
import { createCallRegistry } from '../../../dataProvider/callRegistry';
import { fakeBrowser } from '../../../dataProvider/fakeFetch';
import { createHttp } from '../../../dataProvider/http';
import { createI18nProvider } from '../../i18nProvider';
import { citiesBrowser } from '../../testing/citiesBrowser';
import { renderApp } from '../../testing/renderApp';
import { SchemaForm } from './SchemaForm';

async function editKazanPlace(user: ReturnType<typeof userEvent.setup>) {
  const cards = await screen.findAllByTestId('record-card');
  await user.click(within(cards[0]).getByRole('button', { name: /Редактировать/ }));
  const form = await screen.findByRole('dialog');
  await user.type(within(form).getByLabelText(/^Где/), ' на Волге');
  await user.click(within(form).getByRole('button', { name: 'Отмена' }));
  return { form, guard: await screen.findByRole('dialog', { name: 'Изменения не сохранены' }) };
}

describe('the unsaved-changes guard', () => {
  it('closing a dirty form offers three choices: keep editing, don’t save, save', async () => {
    const user = userEvent.setup();
    const browser = citiesBrowser();
    browser.answer('POST /api/admin/city', 200, { id: 2 });
    const app = renderApp('/admin/cities', browser);

    let { form, guard } = await editKazanPlace(user);
    await user.click(within(guard).getByRole('button', { name: 'Продолжить редактирование' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Изменения не сохранены' })).toBeNull());
    expect(within(form).getByLabelText(/^Где/)).toHaveValue('в городе Казань на Волге');

    await user.click(within(form).getByRole('button', { name: 'Отмена' }));
    guard = await screen.findByRole('dialog', { name: 'Изменения не сохранены' });
    await user.click(within(guard).getByRole('button', { name: 'Не сохранять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.sent()).not.toContain('POST /api/admin/city');

    ({ guard } = await editKazanPlace(user));
    await user.click(within(guard).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = browser.requests.find((request) => request.url === '/api/admin/city');
    expect(saved?.body).toMatchObject({ id: '2', place: 'в городе Казань на Волге' });
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
  });

  // The modal's own form sits inside the schema form's react-admin <Form> in React's tree: a submit
  // by Enter must save once, not once for each form.
  it('Enter in a field saves the modal once and closes it', async () => {
    const user = userEvent.setup();
    const browser = citiesBrowser();
    browser.answer('POST /api/admin/city', 200, { id: 2 });
    const app = renderApp('/admin/cities', browser);
    const cards = await screen.findAllByTestId('record-card');
    await user.click(within(cards[0]).getByRole('button', { name: /Редактировать/ }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText(/^Где/), ' на Волге{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('Данные успешно сохранены');
    expect(app.sent().filter((call) => call === 'POST /api/admin/city')).toHaveLength(1);
  });

  it('switching the edit language of per-language content asks first, then loads that language', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser('token');
    browser.answer('GET /api/test/page/7', 200, { id: 7, title: 'Заголовок', slug: 'page' });
    browser.answer('POST /api/test/page', 200, { id: 7 });
    const text = { type: 'string' } as const;
    const pageCalls = defineCalls(
      { area: 'pages', resource: 'pages', access: 'user' },
      {
        page: {
          method: 'GET',
          path: '/api/test/page/:id',
          description: 'A page in one language.',
          params: { type: 'object', properties: { id: { type: 'integer' } } },
          query: { type: 'object', properties: { locals: text } },
          resource: 'getOne',
        },
        savePage: {
          method: 'POST',
          path: '/api/test/page',
          description: 'Saves a page in one language.',
          body: { type: 'object', properties: { id: { type: 'integer' }, locals: text, slug: text, title: text } },
          encoding: 'form',
          resource: 'update',
        },
      },
    );
    const refuse = () => Promise.reject(new Error('not sent by this test'));
    const dataProvider = createDataProvider(createCallRegistry({ pages: async () => ({ pageCalls }) }, { pages: 'pages' }), {
      http: createHttp(browser.env),
      upload: refuse,
      download: refuse,
    });
    const schema = { type: 'object', properties: { slug: { type: 'string' }, title: { type: 'string' } } } as const;
    const definition = defineResource(schema, {
      name: 'pages',
      path: '/test/pages',
      roles: ['ADMIN'],
      list: { view: 'table', title: 'title', columns: [], sort: { field: 'id', order: 'ASC' } },
      form: { mode: 'modal', sections: [{ fields: [{ source: 'slug' }, { source: 'title', perLanguage: true }] }] },
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('ru')}>
        <SchemaForm definition={definition} record={{ id: 7 }} onClose={() => undefined} />
      </AdminContext>,
    );
    const title = await screen.findByDisplayValue('Заголовок');
    await user.type(title, ' RU');
    await user.click(screen.getByRole('button', { name: 'EN' }));
    const guard = await screen.findByRole('dialog', { name: 'Изменения не сохранены' });
    await user.click(within(guard).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(browser.requests.map((request) => request.url)).toContain('/api/test/page/7?locals=EN'));
    const saved = browser.requests.find((request) => request.url === '/api/test/page');
    expect(saved?.body).toEqual({ id: '7', locals: 'RU', slug: 'page', title: 'Заголовок RU' });
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  });
});
