import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListContextProvider, type RaRecord, ResourceContextProvider, useList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../common/resource';
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
