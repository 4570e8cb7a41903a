// A holder's page and its promo form as declarations (index.ts) rendered by the engine (002 §2
// "Promotions and advertisers"): the holder (its name and clinics) above its promos, each opening
// its banner page, with its days, its banners' count and its form; the form at .../edit/{promoId}
// (0 = new) with name, start and end, all required to continue; a new promo goes on to its banner
// page, an edited one back to the holder, a deleted one too; Back to the holders.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);

const promo = (id: number, name: string, banners: number) => ({
  id,
  promoId: id,
  name,
  clinicId: null,
  clinic: null,
  advertiserId: 2,
  startDate: day(2),
  endDate: day(20),
  active: true,
  categories: [4],
  diseases: [],
  banners: Array.from({ length: banners }, (_, index) => ({ id: 100 + index })),
  created: 1,
  updated: 50 + id,
});

const holder = { id: 2, name: 'Сеть «Здоровье»', clinicIds: [7], clinics: [{ id: 7, name: 'Здоровье (Омск)' }], updated: 11 };

function holderBrowser(promos = [promo(9, 'Весна', 2), promo(8, 'Зима', 0)]) {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/advertiser/2/promos', 200, { advertiser: holder, promos });
  browser.answer('GET /api/admin/promo/9', 200, promo(9, 'Весна', 2));
  return browser;
}

const sentTo = (browser: ReturnType<typeof fakeBrowser>, method: string, path: string) =>
  browser.requests.filter((request) => request.method === method && request.url.split('?')[0] === path).at(-1);

describe('/admin/advert/holders/{id}', () => {
  it('shows the holder and its clinics above its promos, each opening its banners and its form', async () => {
    renderApp('/admin/advert/holders/2', holderBrowser());
    expect(await screen.findByRole('heading', { name: 'Сеть «Здоровье»', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Здоровье (Омск)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Акции рекламодателя', level: 2 })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(['2', '0']);
    expect(within(rows[0]).getByRole('link', { name: 'Весна' })).toHaveAttribute('href', '/admin/advert/holders/2/promo/9');
    expect(within(rows[0]).getByRole('link', { name: 'Редактировать: Весна' })).toHaveAttribute('href', '/admin/advert/holders/2/edit/9');
    expect(screen.getByRole('link', { name: 'Новая акция' })).toHaveAttribute('href', '/admin/advert/holders/2/edit/0');
    expect(screen.getByRole('link', { name: 'К списку рекламодателей' })).toHaveAttribute('href', '/admin/advert/holders');
  });

  it('says when the holder has no promos yet', async () => {
    renderApp('/admin/advert/holders/2', holderBrowser([]));
    expect(await screen.findByText('У рекламодателя пока нет акций')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Сеть «Здоровье»', level: 1 })).toBeInTheDocument();
  });

  it('refuses a new promo without its name and days, then saves it for the holder and goes on to its banners', async () => {
    const user = userEvent.setup();
    const browser = holderBrowser();
    browser.answer('POST /api/admin/promo', 200, { promoId: 12, id: 12 });
    browser.answer('GET /api/admin/promo/12', 200, promo(12, 'Лето', 0));
    const { router } = renderApp('/admin/advert/holders/2/edit/0', browser);
    expect(await screen.findByRole('heading', { name: 'Новая акция', level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Продолжить' }));
    // Name, start and end: all required to continue (002 §2).
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(3);
    expect(sentTo(browser, 'POST', '/api/admin/promo')).toBeUndefined();
    await user.type(screen.getByLabelText('Название акции'), 'Лето');
    await user.type(screen.getByLabelText('Дата начала'), day(3));
    await user.type(screen.getByLabelText('Дата окончания'), day(30));
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/advert/holders/2/promo/12'));
    expect(sentTo(browser, 'POST', '/api/admin/promo')?.body).toEqual({
      name: 'Лето',
      startDate: day(3),
      endDate: day(30),
      advertiserId: '2',
    });
  });

  it('saves an edited promo with its version and returns to the holder; Back leads to the holders', async () => {
    const user = userEvent.setup();
    const browser = holderBrowser();
    browser.answer('PUT /api/admin/promo/9', 200, { promoId: 9, id: 9 });
    const { router } = renderApp('/admin/advert/holders/2/edit/9', browser);
    const name = await screen.findByLabelText('Название акции');
    expect(screen.getByRole('link', { name: 'К списку рекламодателей' })).toHaveAttribute('href', '/admin/advert/holders');
    await user.clear(name);
    await user.type(name, 'Весна+');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/advert/holders/2'));
    const request = sentTo(browser, 'PUT', '/api/admin/promo/9');
    expect(request?.body).toEqual({ name: 'Весна+', startDate: day(2), endDate: day(20), advertiserId: 2 });
    expect(request?.headers['If-Match']).toBe('"59"');
  });

  it('deletes a promo after asking, and returns to the holder', async () => {
    const user = userEvent.setup();
    const browser = holderBrowser();
    browser.answer('DELETE /api/admin/promo/9', 200, {});
    const { router } = renderApp('/admin/advert/holders/2/edit/9', browser);
    await user.click(await screen.findByRole('button', { name: 'Удалить акцию «Весна»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить акцию «Весна»?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/advert/holders/2'));
    expect(sentTo(browser, 'DELETE', '/api/admin/promo/9')).toBeDefined();
  });
});
