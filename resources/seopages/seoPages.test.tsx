// The SEO pages as a declaration (index.ts): the tree, a list view of its own, with its choices in
// the address; a row's page in the declaration's modal, read by its place in the tree's language,
// only its level's slugs editable and sent, a bad slug refused with nothing sent, a save with the
// version it loaded that keeps the modal open on the stored page and shows in the tree, and the
// preview of a saved, published page.

import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const names = (RU: string, EN: string) => ({ RU, EN });
const reference = {
  categories: [{ id: 5, scId: 5, active: true, names: names('Кардиология', 'Cardiology'), spcs: [7] }],
  specialties: [{ id: 7, sid: 7, active: true, names: names('Аритмия', 'Arrhythmia') }],
  cities: [{ id: 1, name: names('Москва', 'Moscow'), region: 77 }],
};
const entry = (id: number | null, slug: string, visible: boolean) => ({
  cc: 3,
  ccv: 2,
  seo: true,
  main: false,
  slug1: 'cardio',
  id,
  slug,
  visible,
});
const page = (over: Record<string, unknown>) => ({
  id: 40,
  cid: 5,
  sid: null,
  ct: null,
  specialtyId: null,
  cityId: null,
  locals: 'RU',
  title: 'Кардиология',
  slug1: 'cardio',
  slug2: '',
  slug3: '',
  seo: '',
  seoLong: '',
  htmlTitle: '',
  seoDescription: '',
  keywords: '',
  mediaId: null,
  mediaName: null,
  mediaAlt: '',
  procPrice: '',
  visible: true,
  main: false,
  author: null,
  authorEditor: null,
  updated: 1700,
  ...over,
});

function seoBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/allcategories', 200, reference);
  browser.answer('GET /api/admin/getseopages', 200, { 5: { 0: entry(40, 'cardio', true), 7: entry(null, '', false) } });
  browser.answer('GET /api/admin/author/all', 200, []);
  browser.answer('GET /api/public-config', 200, { portalUrl: 'https://portal.example' });
  browser.answer('GET /api/history/record', 200, { items: [], total: 0 });
  return browser;
}

const asked = (browser: ReturnType<typeof fakeBrowser>, path: string) =>
  browser.requests.filter((request) => request.method === 'GET' && request.url.split('?')[0] === path).map((request) => request.url);

describe('/admin/seopages', () => {
  it('opens a category page by its place in the tree’s language, only slug1 editable, with its preview', async () => {
    const user = userEvent.setup();
    const browser = seoBrowser();
    browser.answer('GET /api/admin/seopage', 200, page({}));
    renderApp('/admin/seopages', browser);
    const cardiology = await screen.findByRole('region', { name: 'Кардиология' });
    expect(await within(cardiology).findByText('Опубликована')).toBeInTheDocument();
    await user.click(within(cardiology).getByRole('button', { name: 'Изменить SEO-страницу «Кардиология»' }));
    const dialog = await screen.findByRole('dialog', { name: 'SEO-страница: Кардиология (RU)' });
    expect(asked(browser, '/api/admin/seopage')).toEqual(['/api/admin/seopage?cid=5&locals=RU']);
    expect(await within(dialog).findByLabelText('Slug 1 (направление)')).toBeEnabled();
    expect(within(dialog).getByLabelText('Slug 2 (заболевание или город)')).toBeDisabled();
    expect(within(dialog).getByLabelText('Slug 3 (город)')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Предпросмотр' })).toBeInTheDocument();
  });

  it('refuses a bad slug with nothing sent, then saves a specialty page in English and stays open on it', async () => {
    const user = userEvent.setup();
    const browser = seoBrowser();
    browser.answer('GET /api/admin/seopage', 200, page({ id: null, sid: 7, locals: 'EN', title: '', visible: false, updated: 0 }));
    browser.answer(
      'GET /api/admin/seopage',
      200,
      page({ id: 41, sid: 7, locals: 'EN', title: 'Arrhythmia', slug2: 'arrhythmia', visible: false, updated: 1800 }),
    );
    browser.answer('POST /api/admin/seopage', 200, page({ id: 41, sid: 7, locals: 'EN' }));
    const app = renderApp('/admin/seopages?filter={"locals":"EN"}', browser);
    const cardiology = await screen.findByRole('region', { name: 'Кардиология' });
    await user.click(within(cardiology).getByRole('button', { name: 'Развернуть «Кардиология»' }));
    await user.click(within(cardiology).getByRole('button', { name: 'Изменить SEO-страницу «Аритмия»' }));
    const dialog = await screen.findByRole('dialog', { name: 'SEO-страница: Кардиология / Аритмия (EN)' });
    expect(asked(browser, '/api/admin/seopage')).toEqual(['/api/admin/seopage?cid=5&sid=7&locals=EN']);
    expect(within(dialog).queryByRole('button', { name: 'Предпросмотр' })).toBeNull();
    const slug2 = await within(dialog).findByLabelText('Slug 2 (заболевание или город)');
    expect(within(dialog).getByLabelText('Slug 1 (направление)')).toBeDisabled();
    await user.type(slug2, 'Bad slug');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Только строчные латинские буквы, цифры и дефисы между ними')).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /api/admin/seopage');

    await user.clear(slug2);
    await user.type(slug2, 'arrhythmia');
    await user.type(within(dialog).getByLabelText('Заголовок'), 'Arrhythmia');
    const trees = asked(browser, '/api/admin/getseopages').length;
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
    const save = browser.requests.find((request) => request.method === 'POST' && request.url === '/api/admin/seopage');
    expect(save?.body).toMatchObject({ cid: 5, sid: 7, ct: null, locals: 'EN', slug2: 'arrhythmia', title: 'Arrhythmia', author: null });
    expect(save?.body).not.toHaveProperty('slug1');
    expect(save?.body).not.toHaveProperty('slug3');
    // The modal shows the stored page; the tree is read again.
    expect(screen.getByRole('dialog', { name: 'SEO-страница: Кардиология / Аритмия (EN)' })).toBeInTheDocument();
    await waitFor(() => expect(asked(browser, '/api/admin/getseopages').length).toBeGreaterThan(trees));
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves a page’s main flag in the tree’s language and reads the tree again', async () => {
    const user = userEvent.setup();
    const browser = seoBrowser();
    browser.answer('POST /api/admin/seopage/savemain', 200, { id: 40, locals: 'RU', main: true });
    const app = renderApp('/admin/seopages', browser);
    const cardiology = await screen.findByRole('region', { name: 'Кардиология' });
    const trees = asked(browser, '/api/admin/getseopages').length;
    await user.click(within(cardiology).getByRole('checkbox', { name: 'Главная страница: Кардиология' }));
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
    expect(app.sent()).toContain('POST /api/admin/seopage/savemain');
    const save = browser.requests.find((request) => request.url === '/api/admin/seopage/savemain');
    expect(save?.body).toEqual({ id: 40, locals: 'RU', v: true });
    await waitFor(() => expect(asked(browser, '/api/admin/getseopages').length).toBeGreaterThan(trees));
  });

  // A newer version saved meanwhile is the save's conflict to settle (If-Match): the tab coming back
  // into view does not read the page again, which took the newer version under what was typed.
  it('keeps the version it opened when the tab comes back into view after someone else saved the page', async () => {
    const user = userEvent.setup();
    const browser = seoBrowser();
    browser.answer('GET /api/admin/seopage', 200, page({}));
    renderApp('/admin/seopages', browser);
    const cardiology = await screen.findByRole('region', { name: 'Кардиология' });
    await user.click(within(cardiology).getByRole('button', { name: 'Изменить SEO-страницу «Кардиология»' }));
    const dialog = await screen.findByRole('dialog', { name: 'SEO-страница: Кардиология (RU)' });
    const title = await within(dialog).findByLabelText('Заголовок');
    await user.type(title, ' сердца');
    browser.answer('GET /api/admin/seopage', 200, page({ title: 'Кардиология (чужая правка)', updated: 1800 }));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    focusManager.setFocused(undefined);
    expect(asked(browser, '/api/admin/seopage')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Заголовок')).toHaveValue('Кардиология сердца');
  });
});
