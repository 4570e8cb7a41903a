// The tags list as a declaration (index.ts) rendered by the engine: a page of 15 asked from 0 on
// the wire, each tag's name a link to its editor over the names of what it is linked to, its
// languages and rating, a switch that shows (not changes) whether it is published, its date, slug
// and last change; Create opens the editor for a new tag.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const tag = {
  id: 41,
  typ: 'TAG',
  name: 'Кардиология для всех',
  locals: 'RU, EN',
  rating: 5,
  published: true,
  publishedDT: Date.UTC(2026, 10, 20),
  slug: 'cardio-all',
  imageName: null,
  updated: Date.UTC(2026, 10, 21, 9, 30),
  categories: '{3}',
  specialties: '{}',
  rubrics: '{2}',
  hubs: '{}',
  allCategories: false,
  allHubs: false,
};

function tagsBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/tags', 200, { slice: [tag], total: 31 });
  browser.answer('GET /api/rubrics', 200, { rubrics: [{ id: 2, name: 'Профилактика', slug: 'prevention', updated: 1 }] });
  browser.answer('GET /api/admin/allcategories', 200, {
    categories: [{ id: 3, names: { RU: 'Кардиология', EN: 'Cardiology' }, spcs: [], active: true }],
    specialties: [],
    cities: [],
  });
  return browser;
}

describe('/admin/tags', () => {
  it('shows a page of 15 tags asked from page 0, each name opening its editor, and Create a new one', async () => {
    const app = renderApp('/admin/tags', tagsBrowser());
    const link = await screen.findByRole('link', { name: 'Кардиология для всех' });
    expect(link).toHaveAttribute('href', '/admin/tags/edit/41');
    const row = link.closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Кардиология, Профилактика')).toBeInTheDocument());
    expect(within(row).getByText('RU, EN, рейтинг 5')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Опубликован' })).toBeDisabled();
    expect(within(row).getByText('cardio-all')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать тег' })).toHaveAttribute('href', '/admin/tags/edit/0');
    const asked = app.browser.requests.find((request) => request.url.startsWith('/api/admin/tags'))?.url;
    expect(asked).toBe('/api/admin/tags?page=0&size=15');
  });
});
