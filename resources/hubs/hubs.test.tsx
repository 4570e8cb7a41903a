import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { citiesBrowser } from '../../src/testing/citiesBrowser';
import { renderApp } from '../../src/testing/renderApp';

describe('/admin/hubs', () => {
  it('shows hub cards by name, toggles priority and saves the SEO texts through /api/admin/savehub', async () => {
    const user = userEvent.setup();
    const browser = citiesBrowser();
    browser.answer('POST /api/admin/savehub', 200, { id: 1 });
    const app = renderApp('/admin/hubs', browser);
    const cards = await screen.findAllByTestId('record-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Поволжье', 'Центр']);

    await user.click(within(cards[0]).getByRole('checkbox', { name: 'Приоритет' }));
    await waitFor(() => expect(app.sent()).toContain('POST /api/admin/hubpriority'));
    expect(browser.requests.find((request) => request.url === '/api/admin/hubpriority')?.body).toEqual({ hubId: '2', priority: '0' });

    await user.click(within(cards[1]).getByRole('button', { name: /Редактировать/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('SEO-текст (EN)'), 'Central Russia');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(browser.requests.find((request) => request.url === '/api/admin/savehub')?.body).toEqual({
      id: '1',
      slug: 'center',
      nameRU: 'Центр',
      nameEN: 'Center',
      seoRU: '',
      seoEN: 'Central Russia',
    });
  });
});
