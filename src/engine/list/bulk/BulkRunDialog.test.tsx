import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListContextProvider, useList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { BulkSpec, ResourceConfig } from '../../../../common/resource';
import { createI18nProvider } from '../../../i18nProvider';
import { BulkRunDialog } from './BulkRunDialog';

const config = {
  name: 'clinics',
  path: '/admin/clinics',
  roles: ['ADMIN'],
  list: { title: 'id', named: 'll10n.{LANG}.shortName|ll10n.{LANG}.name', columns: [] },
  form: { mode: 'modal', sections: [] },
} as unknown as ResourceConfig;

const superAgent: BulkSpec = {
  action: 'superAgent',
  label: 'app.bulk.clinics.superAgent',
  confirm: 'app.bulk.clinics.confirm.superAgent',
  pick: {
    input: 'agentId',
    reference: 'agents',
    optionText: 'l10n.{LANG}.name',
    label: 'app.bulk.clinics.superAgentPick',
    none: 'app.clinics.superagentNone',
  },
};

const clinics = [
  { id: 1, updated: 100, ll10n: { RU: { shortName: '', name: 'Клиника Один' } } },
  { id: 2, updated: 200, ll10n: { RU: { shortName: 'Два', name: 'Клиника Два' } } },
];

function Selected({ spec }: { spec: BulkSpec }) {
  const list = useList({ data: clinics });
  return (
    <ListContextProvider value={{ ...list, selectedIds: [1, 2] }}>
      <BulkRunDialog config={config} spec={spec} onClose={() => undefined} />
    </ListContextProvider>
  );
}

function setup(spec: BulkSpec) {
  const runBulk = vi.fn(async () => ({ done: [2], skipped: [{ id: 1, reason: 'Запись уже изменена' }] }));
  const dataProvider = {
    getList: async () => ({ data: [{ id: 5, l10n: { RU: { name: 'Агент Пять' } } }], total: 1 }),
    runBulk,
  };
  render(
    <AdminContext i18nProvider={createI18nProvider('ru')} dataProvider={dataProvider as never}>
      <Selected spec={spec} />
    </AdminContext>,
  );
  return runBulk;
}

describe('a bulk action’s dialog', () => {
  it('sends the superagent chosen in the confirmation, and names a skipped clinic by its name', async () => {
    const user = userEvent.setup();
    const runBulk = setup(superAgent);
    const dialog = await screen.findByRole('dialog', { name: 'Действие над выбранными' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Суперагент' }));
    await user.click(await screen.findByRole('option', { name: 'Агент Пять' }));
    await user.click(within(dialog).getByRole('button', { name: 'Выполнить' }));
    await screen.findByText('Выполнено: 1, пропущено: 1');
    expect(runBulk).toHaveBeenCalledWith({
      resource: 'clinics',
      action: 'superAgent',
      agentId: 5,
      ids: [1, 2],
      versions: { 1: 100, 2: 200 },
    });
    expect(screen.getByText('Клиника Один: Запись уже изменена')).toBeInTheDocument();
  });

  it('sends none when none is chosen (the superagent cleared)', async () => {
    const user = userEvent.setup();
    const runBulk = setup(superAgent);
    const dialog = await screen.findByRole('dialog', { name: 'Действие над выбранными' });
    await within(dialog).findByText('Без суперагента');
    await user.click(within(dialog).getByRole('button', { name: 'Выполнить' }));
    await waitFor(() => expect(runBulk).toHaveBeenCalledTimes(1));
    expect(runBulk.mock.calls[0]).toEqual([{ resource: 'clinics', action: 'superAgent', ids: [1, 2], versions: { 1: 100, 2: 200 } }]);
  });
});
