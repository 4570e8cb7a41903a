import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListContextProvider, type RaRecord, ResourceContextProvider, useList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { bulkSpecs, defineResource } from '../../../common/resource';
import { createI18nProvider } from '../../i18nProvider';
import { TableView } from './TableView';

const schema = { type: 'object', properties: { title: { type: 'string' } } } as const;
const definition = defineResource(schema, {
  name: 'pages',
  path: '/test/pages',
  roles: ['ADMIN'],
  list: { view: 'table', title: 'title', columns: [], sort: { field: 'id', order: 'ASC' } },
  form: { mode: 'modal', sections: [{ fields: [{ source: 'title' }] }] },
});

function Rows({ onEdit }: { onEdit: (record: RaRecord) => void }) {
  const list = useList({
    data: [
      { id: 1, title: 'Первая' },
      { id: 2, title: 'Вторая' },
    ],
  });
  return (
    <ListContextProvider value={list}>
      <TableView definition={definition} onEdit={onEdit} />
    </ListContextProvider>
  );
}

describe('the table view', () => {
  it('opens a row for editing from the keyboard: Tab to its edit button, Enter', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <AdminContext i18nProvider={createI18nProvider('ru')}>
        <ResourceContextProvider value="pages">
          <Rows onEdit={onEdit} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const edit = await screen.findByRole('button', { name: 'Редактировать: Вторая' });
    for (let presses = 0; presses < 20 && document.activeElement !== edit; presses++) await user.tab();
    expect(edit).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    expect(onEdit.mock.calls[0][0]).toMatchObject({ id: 2, title: 'Вторая' });
  });
});

// A list named as the leads are, whose bulk actions stand for the leads' move call (MANAGER only).
const leads = defineResource(schema, {
  name: 'leads',
  path: '/test/leads',
  roles: ['MANAGER', 'ADMIN'],
  list: { view: 'table', title: 'title', columns: [], sort: { field: 'id', order: 'ASC' }, bulk: bulkSpecs('leads', ['take']) },
  form: { mode: 'modal', sections: [] },
});

function LeadRows({ picking }: { picking?: boolean }) {
  const list = useList({ data: [{ id: 1, title: 'Первая' }] });
  return (
    <ListContextProvider value={list}>
      <TableView definition={leads} onSelect={picking ? () => undefined : undefined} />
    </ListContextProvider>
  );
}

const signedInAs = (role: string) => ({
  getRoles: async () => ({ roles: [{ name: role, on: true }], user: { id: 1 } }),
  checkAuth: async () => undefined,
  logout: async () => undefined,
  login: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
});

function renderLeads(role: string, picking?: boolean) {
  return render(
    <AdminContext i18nProvider={createI18nProvider('ru')} authProvider={signedInAs(role)}>
      <ResourceContextProvider value="leads">
        <LeadRows picking={picking} />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('the table view’s bulk actions', () => {
  it('selects rows where the viewer’s roles may run an action', async () => {
    renderLeads('MANAGER');
    expect(await screen.findByRole('checkbox', { name: 'Выбрать эту запись' })).toBeInTheDocument();
  });

  it('has no checkboxes for a viewer who may run none, nor in a list picking one record', async () => {
    const { unmount } = renderLeads('ADMIN');
    await screen.findByText('Первая');
    // Long enough for the declarations to load and the roles to be read.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('checkbox', { name: 'Выбрать эту запись' })).toBeNull();
    unmount();
    renderLeads('MANAGER', true);
    await screen.findByText('Первая');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('checkbox', { name: 'Выбрать эту запись' })).toBeNull();
  });
});
