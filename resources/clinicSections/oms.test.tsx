// The OMS step, a form-only declaration (index.ts) shown only: the clinic's active procedures with
// the count the API gives, in a table named for them (a code may repeat under another name); a
// clinic without any says so; a failed load says so with a way to read it again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { renderHostedStep } from '../../src/testing/renderHostedStep';

const oms = [
  { code: 'A16.20.001', name: 'Удаление полипа' },
  { code: 'A16.20.001', name: 'Удаление кисты' },
];

describe('the OMS step', () => {
  it('lists the procedures with their count, nothing to edit', async () => {
    const browser = fakeBrowser('token');
    browser.answer('GET /api/admin/oms/h', 200, { count: 2, oms });
    renderHostedStep('clinicOms', browser);
    expect(await screen.findByText('Активных процедур: 2')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Процедуры ОМС' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['КодНазвание', 'A16.20.001Удаление полипа', 'A16.20.001Удаление кисты']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a clinic has none', async () => {
    const browser = fakeBrowser('token');
    browser.answer('GET /api/admin/oms/h', 200, { count: 0, oms: [] });
    renderHostedStep('clinicOms', browser);
    expect(await screen.findByText('У клиники нет активных процедур ОМС')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a failed load, and reads it again on request', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser('token');
    // The load and react-query's three retries fail, the reload succeeds.
    for (let attempt = 0; attempt < 4; attempt++)
      browser.answer('GET /api/admin/oms/h', 500, { status: 500, error: 'Internal Server Error', message: 'boom' });
    browser.answer('GET /api/admin/oms/h', 200, { count: 2, oms });
    renderHostedStep('clinicOms', browser);
    expect(await screen.findByText('Не удалось загрузить процедуры ОМС', undefined, { timeout: 12_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Активных процедур: 2')).toBeInTheDocument();
  });
});
