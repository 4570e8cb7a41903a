// The articles screen, a declared list (issue 25: tabs bound to a filter, filters whose choices
// come from a declared call, a search box): a tab, a category and a page are what the list asks
// for and live in the address, a link with them opens the same rows, the menu's link opens the tab
// this browser chose last, the add button names the tab and opens a new article of its type, and
// the search finds by the tab's type and opens the article.
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
  app.browser.requests
    .filter((request) => request.url.startsWith('/api/admin/articles/list'))
    .map((request) =>
      Object.fromEntries(
        [...new URLSearchParams(request.url.split('?')[1]).entries()].map(([k]) => [
          k,
          new URLSearchParams(request.url.split('?')[1]).getAll(k).join(','),
        ]),
      ),
    );

/** The list's state in the address: react-admin's filter, as the declaration's list keeps it. */
const filterInAddress = (app: ReturnType<typeof renderApp>) =>
  JSON.parse(new URLSearchParams(app.router.state.location.search).get('filter') ?? '{}') as Record<string, unknown>;

describe('the articles screen (a declared list)', () => {
  it('keeps the tab, the filters and the page in the address, and asks for what they name', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/articles?page=1', articlesBrowser());
    await screen.findByRole('link', { name: 'Статья 1' });
    expect(listAsked(app).at(-1)).toEqual({ typ: 'ARTICLE', page: '0', size: '15' });
    expect(screen.getByRole('link', { name: 'Добавить: Статьи' })).toHaveAttribute('href', '/admin/articles/edit/0?typ=ARTICLE');

    await user.click(screen.getByRole('tab', { name: 'Вебинары' }));
    await waitFor(() => expect(filterInAddress(app)).toEqual({ typ: 'WEBINAR' }));
    expect(await screen.findByRole('link', { name: 'Добавить: Вебинары' })).toHaveAttribute('href', '/admin/articles/edit/0?typ=WEBINAR');
    await user.click(await within(screen.getByRole('group', { name: 'Категории' })).findByRole('checkbox', { name: 'Кардиология' }));
    await waitFor(() => expect(filterInAddress(app)).toEqual({ typ: 'WEBINAR', category: [5] }));
    await waitFor(() => expect(listAsked(app).at(-1)).toEqual({ typ: 'WEBINAR', category: '5', page: '0', size: '15' }));
    await user.click(await screen.findByRole('button', { name: 'На 2 страницу' }));
    await waitFor(() => expect(listAsked(app).at(-1)).toEqual({ typ: 'WEBINAR', category: '5', page: '1', size: '15' }));
    expect(new URLSearchParams(app.router.state.location.search).get('page')).toBe('2');
    // The category filter and the names under each title share one read of the reference data.
    expect(app.sent().filter((call) => call === 'GET /api/admin/allcategories')).toHaveLength(1);
  });

  it('opens a link with its tab and filters, and the menu’s link on the tab chosen last', async () => {
    const user = userEvent.setup();
    const filter = encodeURIComponent(JSON.stringify({ typ: 'SERVICE', hub: [4] }));
    const app = renderApp(`/admin/articles?filter=${filter}&page=3&perPage=15`, articlesBrowser());
    await screen.findByRole('link', { name: 'Статья 1' });
    expect(listAsked(app)[0]).toEqual({ typ: 'SERVICE', hub: '4', page: '2', size: '15' });
    expect(screen.getByRole('tab', { name: 'Сервисы' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Вебинары' }));
    await waitFor(() => expect(listAsked(app).at(-1)).toEqual({ typ: 'WEBINAR', hub: '4', page: '0', size: '15' }));
    // The menu opens a paged list on page 1: the tab chosen last, no filter.
    await app.router.navigate('/admin/articles?page=1');
    await waitFor(() => expect(listAsked(app).at(-1)).toEqual({ typ: 'WEBINAR', page: '0', size: '15' }));
    expect(screen.getByRole('tab', { name: 'Вебинары' })).toHaveAttribute('aria-selected', 'true');
  });

  it('finds an article by the chosen tab’s type and opens it', async () => {
    const user = userEvent.setup();
    const browser = articlesBrowser();
    browser.answer('GET /api/admin/searchArticles', 200, { items: [{ id: 42, str: 'Вебинар о сердце' }] });
    const app = renderApp('/admin/articles?page=1', browser);
    await screen.findByRole('link', { name: 'Статья 1' });
    await user.click(screen.getByRole('tab', { name: 'Вебинары' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Вебинары' })).toHaveAttribute('aria-selected', 'true'));
    await user.type(screen.getByRole('combobox', { name: 'Поиск статьи по названию или номеру' }), 'серд');
    await user.click(await screen.findByRole('option', { name: /Вебинар о сердце/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/articles/edit/42'));
    const asked = app.browser.requests.find((request) => request.url.startsWith('/api/admin/searchArticles'));
    expect(new URLSearchParams(asked?.url.split('?')[1])).toEqual(new URLSearchParams({ query: 'серд', type: 'WEBINAR' }));
  });

  it('names under each article what it is linked to: categories, specialties, then rubrics, in their list order', async () => {
    const browser = articlesBrowser();
    const linked = { ...article(1, 'ARTICLE'), categories: '{6,5}', specialties: '{8}', rubrics: '{3,99}' };
    browser.replace('GET /api/admin/articles/list', 200, { slice: [linked], total: 1 });
    browser.replace('GET /api/rubrics', 200, { rubrics: [{ id: 3, name: 'Новости' }] });
    renderApp('/admin/articles?page=1', browser);
    const row = (await screen.findByRole('link', { name: 'Статья 1' })).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Онкология, Кардиология, Гипертония, Новости, #99')).toBeInTheDocument();
  });
});
