// The articles screen's state lives in its URL (issue 25: tabs bound to a filter, filters in the
// URL): a tab, a category and a page are what the list asks for, a link with them opens the same
// rows, and the menu's bare link opens the tab this browser chose last.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clinicsBrowser } from '../../src/testing/clinicsBrowser';
import { renderApp } from '../../src/testing/renderApp';

const article = (id: number, typ: string) => ({
  id,
  name: `Статья ${id}`,
  typ,
  slug: `a-${id}`,
  locals: 'RU',
  rating: null,
  published: false,
  publishedDT: 0,
  imageName: null,
  categories: '',
  hubs: '',
  allCategories: false,
  allHubs: false,
  rubrics: '',
  specialties: '',
  updated: 2,
});

function articlesBrowser() {
  const browser = clinicsBrowser();
  browser.answer('GET /api/admin/articles/list', 200, { slice: [article(1, 'ARTICLE')], total: 31 });
  browser.answer('GET /api/admin/hubslist', 200, { hubs: [] });
  browser.answer('GET /api/rubrics', 200, { rubrics: [] });
  return browser;
}

const listAsked = (app: ReturnType<typeof renderApp>) =>
  app.browser.requests.filter((request) => request.url.startsWith('/api/admin/articles/list')).map((request) => request.url.split('?')[1]);

describe('the articles screen', () => {
  it('keeps the tab, the filters and the page in the URL, and asks for what they name', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/articles', articlesBrowser());
    await screen.findByRole('link', { name: 'Статья 1' });
    expect(listAsked(app).at(-1)).toBe('typ=ARTICLE&page=0&size=15');

    await user.click(screen.getByRole('tab', { name: 'Вебинары' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?typ=WEBINAR'));
    await user.click(await within(screen.getByRole('group', { name: 'Категории' })).findByRole('checkbox', { name: 'Кардиология' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?typ=WEBINAR&category=5'));
    await user.click(await screen.findByRole('button', { name: /страниц.* 2|page 2/i }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?typ=WEBINAR&category=5&page=2'));
    await waitFor(() => expect(listAsked(app).at(-1)).toBe('typ=WEBINAR&category=5&page=1&size=15'));
  });

  it('opens a link with its tab and filters, and the menu’s link on the tab chosen last', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/articles?typ=SERVICE&hub=4&page=3', articlesBrowser());
    await screen.findByRole('link', { name: 'Статья 1' });
    expect(listAsked(app)[0]).toBe('typ=SERVICE&hub=4&page=2&size=15');
    expect(screen.getByRole('tab', { name: /Сервис/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Вебинары' }));
    await waitFor(() => expect(listAsked(app).at(-1)).toBe('typ=WEBINAR&hub=4&page=0&size=15'));
    await app.router.navigate('/admin/articles');
    await waitFor(() => expect(listAsked(app).at(-1)).toBe('typ=WEBINAR&page=0&size=15'));
    expect(screen.getByRole('tab', { name: 'Вебинары' })).toHaveAttribute('aria-selected', 'true');
  });
});
