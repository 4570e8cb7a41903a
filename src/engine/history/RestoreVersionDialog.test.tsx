// "Compare and restore": a version beside now in the user's language, only restorable fields
// offered, the chosen ones sent with the version shown, a newer save meanwhile (409) answered by
// the house's conflict choice (overwrite sends no version), a refusal shown on its field.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../../dataProvider/fakeFetch';
import { createI18nProvider } from '../../i18nProvider';
import { createServices } from '../../services';
import type { HistoryItem } from './historyText';
import { RestoreVersionDialog } from './RestoreVersionDialog';

const item: HistoryItem = {
  id: 12,
  at: Date.UTC(2026, 11, 6, 10, 0),
  userId: 1,
  userEmail: 'admin@test.local',
  ip: null,
  entity: 'clinics',
  entityId: '5',
  action: 'update',
  changes: { 'name.RU': ['Старое', 'Первая'] },
  restoredFrom: null,
};
const version = {
  id: 12,
  at: item.at,
  entity: 'clinics',
  entityId: '5',
  version: 3000,
  fields: [
    { field: 'name.RU', atVersion: 'Первая', now: 'Вторая', restorable: true, note: null },
    { field: 'address.RU', atVersion: 'ул. Первая', now: 'ул. Вторая', restorable: true, note: null },
    { field: 'accrList', atVersion: ['JCI'], now: [], restorable: false, note: 'notEditable' },
  ],
};
const STALE = { status: 409, error: 'Conflict', message: 'Запись уже изменил кто-то другой' };

function open(lang: 'ru' | 'en' = 'ru') {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/history/12/version', 200, version);
  const services = createServices({ ...browser.env, currentPath: () => '/admin/clinics', navigate: () => undefined });
  let closed = 0;
  render(
    <AdminContext dataProvider={services.dataProvider} queryClient={services.queryClient} i18nProvider={createI18nProvider(lang)}>
      <RestoreVersionDialog item={item} onClose={() => (closed += 1)} />
    </AdminContext>,
  );
  const restores = () => browser.requests.filter((request) => request.url === '/api/history/12/restore');
  return { browser, restores, closed: () => closed };
}

describe('compare and restore', () => {
  it('offers the restorable fields by their labels; a 409 gets the conflict choice, overwrite sends no version', async () => {
    const user = userEvent.setup();
    const { browser, restores, closed } = open();
    browser.answer('POST /api/history/12/restore', 409, STALE);
    browser.answer('POST /api/history/12/restore', 200, { restored: ['name.RU'], version: 4000 });
    const dialog = await screen.findByRole('dialog', { name: /^Версия №12 от / });
    const name = await within(dialog).findByRole('checkbox', { name: 'Восстановить: Полное название (RU)' });
    const accreditations = within(dialog).getByRole('checkbox', { name: /^Восстановить: Аккредитац/ });
    expect(accreditations).toBeDisabled();
    expect(accreditations).toHaveAccessibleDescription('Это поле не восстанавливается из истории');
    expect(within(dialog).getByRole('button', { name: 'Восстановить выбранные' })).toBeDisabled();

    await user.click(name);
    await user.click(within(dialog).getByRole('button', { name: 'Восстановить выбранные' }));
    const choice = await screen.findByRole('alertdialog', { name: 'Запись изменил другой пользователь' });
    expect(restores()[0].headers['If-Match']).toBe('"3000"');
    expect(restores()[0].body).toEqual({ fields: ['name.RU'] });
    expect(closed()).toBe(0);

    await user.click(within(choice).getByRole('button', { name: 'Сохранить поверх' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(restores()[1].headers['If-Match']).toBeUndefined();
    expect(restores()[1].body).toEqual({ fields: ['name.RU'] });
  });

  it('restores all restorable fields and shows a refusal on its field, in English', async () => {
    const user = userEvent.setup();
    const { browser, restores, closed } = open('en');
    browser.answer('POST /api/history/12/restore', 400, { error: { 'address.RU': ['The address is too long'] } });
    const dialog = await screen.findByRole('dialog', { name: /^Version #12 of / });
    await within(dialog).findByRole('checkbox', { name: 'Restore: Full name (RU)' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore all' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The address is too long');
    expect(restores()[0].body).toEqual({ fields: ['name.RU', 'address.RU'] });
    expect(closed()).toBe(0);
  });
});
