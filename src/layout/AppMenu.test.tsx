import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { citiesBrowser } from '../testing/citiesBrowser';
import { renderApp } from '../testing/renderApp';

describe('the side menu', () => {
  it('is a navigation of titled lists of links, the open screen marked as current', async () => {
    renderApp('/admin/cities', citiesBrowser());
    const menu = await screen.findByRole('navigation', { name: 'Главное меню' });
    const group = within(menu).getByRole('list', { name: 'Администрирование сервиса' });
    const cities = within(group).getByRole('link', { name: 'Города' });
    expect(cities).toHaveAttribute('aria-current', 'page');
    expect(within(group).getByRole('link', { name: 'Хабы' })).not.toHaveAttribute('aria-current');
    expect(within(group).getAllByRole('listitem').length).toBe(within(group).getAllByRole('link').length);
  });
});
