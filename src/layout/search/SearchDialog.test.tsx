// The search everywhere in the signed-in layout (issue 27): Ctrl+K and "/" (outside a field) open
// it, a query of 3 characters asks GET /api/search once, the groups show their kinds with their
// numbers, the arrow keys walk the results across groups, Enter opens one at its address, Escape
// closes; "/" typed in a field stays a character.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { citiesBrowser } from '../../testing/citiesBrowser';
import { renderApp } from '../../testing/renderApp';
import { opensSearch } from './searchShortcut';

const ANSWER = {
  groups: [
    {
      resource: 'clinics',
      total: 12,
      items: [
        { id: 7, title: 'Клиника Здоровье', subtitle: 'Москва', path: '/admin/clinics/profile/h7/base' },
        { id: 8, title: 'Здоровая семья', subtitle: 'Казань', path: '/admin/clinics/profile/h8/base' },
      ],
    },
    { resource: 'articles', total: 1, items: [{ id: 3, title: 'Здоровое питание', subtitle: 'zdorovoe', path: '/admin/articles/edit/3' }] },
  ],
};

describe('the search everywhere', () => {
  it('opens by Ctrl+K, lists the groups with their numbers, walks them with the arrows and opens one with Enter', async () => {
    const browser = citiesBrowser();
    browser.answer('GET /api/search', 200, ANSWER);
    const { router } = renderApp('/admin/cities', browser);
    await screen.findByRole('button', { name: 'Поиск везде (Ctrl+K)' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Что найти' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'здо');
    const list = await screen.findByRole('listbox', { name: 'Результаты поиска' }, { timeout: 5000 });
    await within(list).findAllByRole('option');
    expect(browser.requests.filter((r) => r.url.startsWith('/api/search')).map((r) => r.url)).toEqual([
      `/api/search?q=${encodeURIComponent('здо')}&limit=5`,
    ]);
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ).toEqual(['Клиники2 из 12', 'Статьи1 из 1']);
    expect(screen.getByRole('status')).toHaveTextContent('Показано 3 результата');
    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[2].id);
    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Что найти' })).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/articles/edit/3');
  });

  it('opens by "/" outside a field, closes by Escape, and asks nothing for two letters', async () => {
    const browser = citiesBrowser();
    browser.answer('GET /api/search', 200, ANSWER);
    renderApp('/admin/cities', browser);
    await screen.findByRole('button', { name: 'Поиск везде (Ctrl+K)' });
    await userEvent.keyboard('/');
    const box = await screen.findByRole('combobox', { name: 'Что найти' });
    await userEvent.type(box, 'зд');
    expect(screen.getByRole('status')).toHaveTextContent('Введите не меньше 3 символов или номер записи');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Что найти' })).toBeNull());
    expect(browser.requests.some((r) => r.url.startsWith('/api/search'))).toBe(false);
  });

  it('leaves "/" typed in a field to the field', () => {
    const input = document.createElement('input');
    expect(opensSearch({ key: '/', ctrlKey: false, metaKey: false, altKey: false, target: input })).toBe(false);
    expect(opensSearch({ key: '/', ctrlKey: false, metaKey: false, altKey: false, target: document.body })).toBe(true);
    expect(opensSearch({ key: 'K', ctrlKey: true, metaKey: false, altKey: false, target: input })).toBe(true);
    expect(opensSearch({ key: 'k', ctrlKey: false, metaKey: true, altKey: false, target: document.body })).toBe(true);
    expect(opensSearch({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, target: document.body })).toBe(false);
  });
});
