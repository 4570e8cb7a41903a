// The top bar's user button is named by the name it shows (WCAG 2.5.3 "Label in Name": axe-core
// 4.14's label-content-name-mismatch found "Профиль" over the visible name), and opens the menu
// with the way out, focused when opened by keyboard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { citiesBrowser } from '../testing/citiesBrowser';
import { ADMIN_ROLES, renderApp } from '../testing/renderApp';

const NAME = ADMIN_ROLES.user.name;

describe('the user dropdown', () => {
  it('is named by the visible name and opens the menu with the way out', async () => {
    renderApp('/admin/cities', citiesBrowser());
    const button = await screen.findByRole('button', { name: NAME });
    // The accessible name holds the visible text (the initials are hidden, they repeat the name).
    expect(button).toHaveAccessibleName(NAME);
    expect(button).toHaveTextContent(NAME);
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    // Opened by keyboard, the menu starts on its first item that can be chosen: the way out.
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: NAME });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByText('anna@example.com')).toBeInTheDocument();
    const logout = within(menu).getByRole('menuitem', { name: 'Выйти' });
    expect(logout).toHaveAttribute('href', '/logout');
    await waitFor(() => expect(logout).toHaveFocus());
  });
});
