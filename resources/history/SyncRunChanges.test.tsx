// The history screen shows a synchronisation run as one row (issue 25 point 4): its totals by
// name, and its steps behind a disclosure that names each step with its counts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const step = (name: string, added: number, replaced = 0) => ({
  step: name,
  rows: 10,
  added,
  updated: 2,
  removed: 0,
  skipped: 0,
  replaced,
  finished: 1_795_000_000_000,
});

const run = {
  id: 5,
  at: 1_795_000_000_000,
  userId: 1,
  userEmail: 'anna@example.com',
  ip: null,
  entity: 'sync',
  entityId: 'specialties',
  action: 'run',
  changes: {
    added: [null, 4],
    updated: [null, 4],
    removed: [null, 0],
    skipped: [null, 0],
    replaced: [null, 1],
    steps: [null, [step('specialties', 1), step('services', 3, 1)]],
  },
};

describe('a synchronisation run in the history', () => {
  it('reads as one row: the totals, and the steps with their counts when opened', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser('token');
    browser.answer('GET /api/roles', 200, ADMIN_ROLES);
    browser.answer('GET /api/admin/history', 200, { items: [run], total: 1 });
    browser.answer('GET /api/admin/history/facets', 200, { entities: ['sync'], actions: ['run'], users: [] });
    renderApp('/admin/history', browser);
    const steps = await screen.findByText('Шаги (2)');
    const row = steps.closest('tr') as HTMLElement;
    expect(within(row).getByText('Синхронизация: Специальности и категории — Услуги')).toBeInTheDocument();
    expect(row).toHaveTextContent('Добавлено: 4');
    expect(row).toHaveTextContent('Заменено правок сотрудников: 1');
    expect(within(row).getByText(/^Услуги$/)).not.toBeVisible();
    await user.click(steps);
    expect(within(row).getByText(/^Услуги$/)).toBeVisible();
    expect(
      within(row)
        .getByText(/^Услуги$/)
        .closest('li'),
    ).toHaveTextContent('Услуги: Строк в каталоге 10, Добавлено 3, Обновлено 2, Удалено 0, Пропущено 0, Заменено правок сотрудников 1');
  });
});
