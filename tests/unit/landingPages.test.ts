// Each role lands on a screen of its own (002 §2: the ADMIN's SEO pages, the MANAGER's leads, the
// REDACTOR's articles), a path a declared screen holds for that role: there is no start page in
// between any more, so a landing path no screen holds would show the 404 page after the sign-in.
import { describe, expect, it } from 'vitest';
import { pathFor } from '../../common/resource';
import { screens } from '../../resources';
import { LANDING, ROLE_ORDER } from '../../src/auth/session';

describe('the landing pages', () => {
  it.each(ROLE_ORDER)('%s lands on a screen the role may open', (role) => {
    const landing = screens.filter((screen) => screen.config.roles.includes(role) && pathFor(screen.config, role) === LANDING[role]);
    expect(landing.map((screen) => screen.config.name)).toHaveLength(1);
  });
});
