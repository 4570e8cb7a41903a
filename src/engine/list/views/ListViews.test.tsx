import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, ListContextProvider, memoryStore, ResourceContextProvider, useList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../../common/resource';
import { createI18nProvider } from '../../../i18nProvider';
import { TableView } from '../TableView';
import { ColumnsMenu } from './ColumnsMenu';
import { ListViewsScope, useListViewsState, type ViewsAnswer } from './listViews';
import { ViewsMenu } from './ViewsMenu';

const schema = { type: 'object', properties: { title: { type: 'string' }, city: { type: 'string' }, phone: { type: 'string' } } } as const;
const definition = defineResource(schema, {
  name: 'pages',
  path: '/test/pages',
  roles: ['ADMIN'],
  list: {
    view: 'table',
    title: 'title',
    // The list remembers the tab chosen last: a view applied chooses its own.
    tabs: { source: 'city', values: ['Москва', 'Казань'], labels: 'test.cities', label: 'test.tabs', remember: true },
    columns: [
      { source: 'city', label: 'Город' },
      { source: 'phone', label: 'Телефон' },
    ],
    sort: { field: 'id', order: 'ASC' },
  },
  form: { mode: 'modal', sections: [{ fields: [{ source: 'title' }] }] },
});

const savedView = (id: number, name: string, own: boolean) => ({
  id,
  name,
  own,
  deletable: own,
  shared: !own,
  owner: own ? 'Я' : 'Мария',
  state: { filter: { city: 'Казань' }, columns: ['title', 'city'] },
  updated: 1,
});

function List() {
  const [views] = useListViewsState('pages', true);
  const list = useList({ data: [{ id: 1, title: 'Первая', city: 'Москва', phone: '1' }], sort: { field: 'id', order: 'ASC' } });
  return (
    <ListContextProvider value={list}>
      <ListViewsScope value={views}>
        <ViewsMenu views={views} config={definition.config} />
        <ColumnsMenu config={definition.config} views={views} />
        <TableView definition={definition} />
      </ListViewsScope>
    </ListContextProvider>
  );
}

function renderList(answer: ViewsAnswer, calls: Record<string, (...args: never[]) => Promise<unknown>> = {}, store = memoryStore()) {
  const dataProvider = {
    listViews: vi.fn(async () => answer),
    saveColumns: vi.fn(async () => ({})),
    saveView: vi.fn(async () => ({ id: 9 })),
    deleteView: vi.fn(async () => ({})),
    ...calls,
  };
  render(
    <AdminContext i18nProvider={createI18nProvider('ru')} dataProvider={dataProvider as never} store={store}>
      <ResourceContextProvider value="pages">
        <List />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return dataProvider;
}

const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);

describe('the column chooser and the views menu', () => {
  it('hides the columns the person keeps hidden, keeps the choice on the server and never hides the last one', async () => {
    const user = userEvent.setup();
    const provider = renderList({ views: [], columns: ['title', 'phone'] });
    await waitFor(() => expect(headers()).not.toContain('Город'));
    expect(headers()).toContain('Телефон');

    await user.click(screen.getByRole('button', { name: 'Столбцы' }));
    const menu = screen.getByRole('menu', { name: 'Показывать столбцы' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Телефон' }));
    expect(provider.saveColumns).toHaveBeenLastCalledWith({ resource: 'pages', columns: ['title'] });
    await waitFor(() => expect(headers()).not.toContain('Телефон'));
    // The one column left shown cannot be unticked.
    const [last] = within(menu).getAllByRole('menuitemcheckbox');
    expect(last).toHaveAttribute('aria-checked', 'true');
    expect(last).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Город' }));
    expect(provider.saveColumns).toHaveBeenLastCalledWith({ resource: 'pages', columns: ['title', 'city'] });
    await waitFor(() => expect(headers()).toContain('Город'));
  });

  it('lists own and shared views, the shared marked with their owner, a delete only beside those the answer calls deletable', async () => {
    const user = userEvent.setup();
    const another = { ...savedView(3, 'Чужие для администратора', false), deletable: true };
    renderList({ views: [savedView(1, 'Мои', true), savedView(2, 'Общие', false), another], columns: null });
    await user.click(await screen.findByRole('button', { name: 'Виды' }));
    const menu = screen.getByRole('menu', { name: 'Сохранённые виды списка' });
    await within(menu).findByRole('menuitem', { name: /^Общие/ });
    expect(within(menu).getByRole('menuitem', { name: /^Общие/ })).toHaveTextContent('общий, автор: Мария');
    expect(within(menu).getByRole('menuitem', { name: 'Удалить вид «Мои»' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Удалить вид «Общие»' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Удалить вид «Чужие для администратора»' })).toBeInTheDocument();
  });

  it('applies a view, whose tab becomes the one the list remembers', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    renderList({ views: [savedView(1, 'Мои', true)], columns: null }, {}, store);
    await user.click(await screen.findByRole('button', { name: 'Виды' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Мои/ }));
    await waitFor(() => expect(store.getItem('pages.tab')).toBe('Казань'));
  });

  it('shows the server’s refusal of a name on the name field, and a blank name as required', async () => {
    const user = userEvent.setup();
    const refused = new HttpError('Bad Request', 400, { errors: { name: 'Вид с таким названием у этого списка уже есть' } });
    const provider = renderList({ views: [], columns: null }, { saveView: vi.fn(async () => Promise.reject(refused)) });
    await user.click(await screen.findByRole('button', { name: 'Виды' }));
    await user.click(screen.getByRole('menuitem', { name: 'Сохранить вид…' }));
    const dialog = screen.getByRole('dialog', { name: 'Сохранить вид списка' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByRole('textbox', { name: 'Название вида' })).toHaveAccessibleDescription(/Обязательно|обязательн/i);
    expect(provider.saveView).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Название вида' }), 'Казань');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Показать вид всем с моей ролью' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(provider.saveView).toHaveBeenCalledWith({
      resource: 'pages',
      name: 'Казань',
      shared: true,
      state: { filter: {}, sort: 'id', order: 'ASC' },
    });
    expect(await within(dialog).findByText('Вид с таким названием у этого списка уже есть')).toBeInTheDocument();
  });
});
