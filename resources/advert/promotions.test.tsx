// /admin/advertising as a declaration (index.ts) rendered by the engine (002 §2 "Promotions and
// advertisers"): every promotion with its holder (a retired one by its id), days, directions and
// diseases and its banners linked under its holder; the create tab, whose form refuses a promotion
// without a direction or a disease and, with a holder, goes on to its banner page; the edit page
// at /admin/advertising/{id}, whose save returns to the list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);

const promo = (id: number, name: string, advertiserId: number | null, banners: number) => ({
  id,
  promoId: id,
  name,
  clinicId: null,
  clinic: null,
  advertiserId,
  startDate: day(2),
  endDate: day(20),
  active: true,
  categories: [4, 5],
  diseases: [6],
  banners: Array.from({ length: banners }, (_, index) => ({ id: 100 + index })),
  created: 1,
  updated: 50 + id,
});

const names = (name: string) => ({ RU: name, EN: name });

function promotionsBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  const promos = [promo(9, 'Весна', 2, 3), promo(8, 'Зима', 7, 0), promo(7, 'Осень', null, 1)];
  browser.answer('GET /api/admin/promo/all', 200, { promoIds: {}, promos });
  browser.answer('GET /api/admin/promo/9', 200, promos[0]);
  browser.answer('GET /api/admin/advertisers', 200, {
    advertisers: [{ id: 2, name: 'Сеть «Здоровье»', clinicIds: [], clinics: [], updated: 11 }],
  });
  browser.answer('GET /api/admin/allcategories', 200, {
    categories: [{ id: 4, names: names('Кардиология') }],
    specialties: [{ id: 6, names: names('Аритмия') }],
    cities: [],
  });
  return browser;
}

const sentTo = (browser: ReturnType<typeof fakeBrowser>, method: string, path: string) =>
  browser.requests.filter((request) => request.method === method && request.url.split('?')[0] === path).at(-1);

describe('/admin/advertising', () => {
  it('lists the promotions with their holders, days, targets and banners under their holders', async () => {
    renderApp('/admin/advertising', promotionsBrowser());
    await screen.findByRole('link', { name: 'Весна' });
    await screen.findByText('Сеть «Здоровье»');
    const rows = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual(['Весна', 'Сеть «Здоровье»', day(2), day(20), '2 / 1', 'Баннеры: 3', 'Удалить']);
    expect(within(rows[0]).getByRole('button', { name: 'Удалить акцию «Весна»' })).toBeInTheDocument();
    // A retired holder is named by its id; a promotion without one has no banner page.
    expect(cells(rows[1])[1]).toBe('#7');
    expect(cells(rows[2])[1]).toBe('Без рекламодателя');
    expect(within(rows[2]).queryByRole('link', { name: /Баннеры/ })).toBeNull();
    expect(within(rows[0]).getByRole('link', { name: 'Весна' })).toHaveAttribute('href', '/admin/advertising/9');
    expect(within(rows[0]).getByRole('link', { name: 'Баннеры: 3 Весна' })).toHaveAttribute('href', '/admin/advert/holders/2/promo/9');
  });

  it('creates one in its tab: refused without a direction or disease, then on to its banners', async () => {
    const user = userEvent.setup();
    const browser = promotionsBrowser();
    browser.answer('POST /api/admin/promo', 200, { promoId: 12, id: 12 });
    browser.answer('GET /api/admin/promo/12', 200, promo(12, 'Лето', 2, 0));
    const { router } = renderApp('/admin/advertising', browser);
    await user.click(await screen.findByRole('tab', { name: 'Создать акцию' }));
    expect(router.state.location.search).toBe('?tab=create');
    await user.type(await screen.findByLabelText('Название акции'), 'Лето');
    await user.type(screen.getByLabelText('Дата начала'), day(3));
    await user.type(screen.getByLabelText('Дата окончания'), day(30));
    await user.click(screen.getByRole('combobox', { name: 'Рекламодатель' }));
    await user.click(await screen.findByRole('option', { name: 'Сеть «Здоровье»' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите хотя бы одно направление или заболевание')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выбрать направления и заболевания' }));
    const picker = await screen.findByRole('dialog', { name: 'Направления и заболевания' });
    await user.click(within(picker).getByLabelText('Направления'));
    await user.click(await screen.findByRole('option', { name: 'Кардиология' }));
    await user.click(within(picker).getByRole('button', { name: 'Готово' }));
    expect(await screen.findByText('выбрано 1 направление и 0 заболеваний')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/advert/holders/2/promo/12'));
    expect(sentTo(browser, 'POST', '/api/admin/promo')?.body).toEqual({
      name: 'Лето',
      startDate: day(3),
      endDate: day(30),
      advertiserId: 2,
      categories: '4',
      diseases: '',
    });
  });

  it('edits one at /admin/advertising/{id} with its version, its lists as comma lists, and returns to the list', async () => {
    const user = userEvent.setup();
    const browser = promotionsBrowser();
    browser.answer('PUT /api/admin/promo/9', 200, { promoId: 9, id: 9 });
    const { router } = renderApp('/admin/advertising/9', browser);
    expect(await screen.findByText('выбрано 2 направления и 1 заболевание')).toBeInTheDocument();
    const name = screen.getByLabelText('Название акции');
    await user.clear(name);
    await user.type(name, 'Весна+');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/advertising'));
    const request = sentTo(browser, 'PUT', '/api/admin/promo/9');
    expect(request?.body).toEqual({
      name: 'Весна+',
      startDate: day(2),
      endDate: day(20),
      advertiserId: 2,
      categories: '4,5',
      diseases: '6',
    });
    expect(request?.headers['If-Match']).toBe('"59"');
  });

  it('keeps a retired holder in the edit form, named by its id', async () => {
    const browser = promotionsBrowser();
    browser.answer('GET /api/admin/promo/8', 200, promo(8, 'Зима', 7, 0));
    renderApp('/admin/advertising/8', browser);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Рекламодатель' })).toHaveTextContent('#7'));
  });
});
