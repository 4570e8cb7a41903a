import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { citiesBrowser } from '../testing/citiesBrowser';
import { ADMIN_ROLES, renderApp } from '../testing/renderApp';

const darkSwitch = () => screen.findByRole('button', { name: 'Тёмная тема' });

/** The app on a fresh tab of the same browser, signed in as the user with this hash. */
function openAs(hash: string) {
  const browser = citiesBrowser();
  browser.replace('GET /api/roles', 200, { ...ADMIN_ROLES, user: { ...ADMIN_ROLES.user, hash } });
  return renderApp('/admin/cities', browser);
}

describe('the light/dark switch', () => {
  it("keeps each user's choice for that user only", async () => {
    const first = openAs('u1');
    expect(await darkSwitch()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(await darkSwitch());
    await waitFor(async () => expect(await darkSwitch()).toHaveAttribute('aria-pressed', 'true'));
    first.unmount();

    // Another user on the same browser, without signing the first one out: light again.
    const second = openAs('u2');
    await waitFor(async () => expect(await darkSwitch()).toHaveAttribute('aria-pressed', 'false'));
    second.unmount();

    openAs('u1');
    await waitFor(async () => expect(await darkSwitch()).toHaveAttribute('aria-pressed', 'true'));
  });
});
