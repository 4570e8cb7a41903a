// A lead's delete is said first with an Undo button and sent only once the alert has gone: Undo
// sends nothing; letting the alert go sends the move with the version shown. The other moves are
// sent at once. The buttons are the leads declaration's row actions, drawn by the engine.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isResource, type RowActions } from '../../common/resource';
import { RowActionButtons } from '../../src/engine/list/RowActionButtons';
import { createI18nProvider } from '../../src/i18nProvider';
import { Alerts } from '../../src/layout/Alerts';
import { declaredProvider } from '../../src/testing/declaredProvider';
import { screens } from './index';

const lead = { id: 7, state: 'NEW', updated: 42 };
const MOVE = 'POST /api/manager/lead/7/delete';
const [leads] = screens;
const actions = (isResource(leads) ? leads.config.list.actions : undefined) as RowActions;

function renderActions() {
  const { browser, provider } = declaredProvider({ leads: () => import('./calls') }, {});
  browser.answer(MOVE, 200, { ...lead, state: 'DELETED' });
  render(
    <AdminContext dataProvider={provider} i18nProvider={createI18nProvider('ru')}>
      <RecordContextProvider value={lead}>
        <RowActionButtons resource="leads" actions={actions} />
      </RecordContextProvider>
      <Alerts />
    </AdminContext>,
  );
  const moves = () => browser.requests.filter((request) => request.url.startsWith('/api/manager/lead/'));
  return { browser, moves };
}

afterEach(() => vi.useRealTimers());

describe('a lead’s delete', () => {
  it('sends nothing when Undo is pressed in its alert, even after the alert’s time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { moves } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Удалить заявку 7' }));
    expect(await screen.findByText('Заявка 7 будет удалена')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить заявку 7' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Удалить заявку 7' })).toBeEnabled());
    await act(async () => {
      vi.advanceTimersByTime(6000);
    });
    expect(moves()).toEqual([]);
  });

  it('is sent, with the version shown, once its alert has gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { moves } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Удалить заявку 7' }));
    await screen.findByText('Заявка 7 будет удалена');
    expect(moves()).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(6000);
    });
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]).toMatchObject({ url: '/api/manager/lead/7/delete', headers: { 'If-Match': '"42"' } });
    expect(await screen.findByText('Заявка 7 удалена')).toBeInTheDocument();
  });
});
