// The holders list as a declaration (index.ts) rendered by the engine: the holders with their
// clinics' names (or "no clinics"), each name opening the holder's page; the add modal with the
// clinics picker, whose choice is sent as the comma list of ids; an edit that sends the version it
// loaded and the clinics it holds, untouched, as that list too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const clinic = (id: number, name: string) => ({ id, hash: `h${id}`, ll10n: { RU: { name }, EN: { name: '' } } });

function holdersBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/advertisers', 200, {
    advertisers: [
      {
        id: 2,
        name: 'Сеть «Здоровье»',
        clinicIds: [7, 9],
        clinics: [
          { id: 7, name: 'Здоровье (Омск)' },
          { id: 9, name: 'Здоровье (Томск)' },
        ],
        updated: 11,
      },
      { id: 1, name: 'Альфа', clinicIds: [], clinics: [], updated: 5 },
    ],
  });
  browser.answer('GET /api/admin/clinicslist', 200, {
    clinics: [clinic(7, 'Здоровье (Омск)'), clinic(9, 'Здоровье (Томск)'), clinic(3, 'Ясный взгляд')],
    total: 3,
  });
  return browser;
}

const sentTo = (browser: ReturnType<typeof fakeBrowser>, method: string, path: string) =>
  browser.requests.filter((request) => request.method === method && request.url.split('?')[0] === path).at(-1);

describe('/admin/advert/holders', () => {
  it('lists the holders by name with their clinics, each name opening its page', async () => {
    renderApp('/admin/advert/holders', holdersBrowser());
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Без клиник', 'Здоровье (Омск), Здоровье (Томск)']);
    expect(within(rows[1]).getByRole('link', { name: 'Сеть «Здоровье»' })).toHaveAttribute('href', '/admin/advert/holders/2');
    expect(screen.getByRole('button', { name: 'Удалить рекламодателя «Альфа»' })).toBeInTheDocument();
  });

  it('adds a holder with clinics picked in the autocomplete, sent as a comma list', async () => {
    const user = userEvent.setup();
    const browser = holdersBrowser();
    browser.answer('POST /api/admin/advertiser', 200, { id: 3 });
    renderApp('/admin/advert/holders', browser);
    await user.click(await screen.findByRole('button', { name: 'Добавить рекламодателя' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить рекламодателя' });
    await user.type(within(dialog).getByLabelText('Название'), 'Бета');
    await user.click(within(dialog).getByLabelText('Клиники'));
    await user.click(await screen.findByRole('option', { name: 'Ясный взгляд' }));
    await user.click(within(dialog).getByLabelText('Клиники'));
    await user.click(await screen.findByRole('option', { name: 'Здоровье (Омск)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sentTo(browser, 'POST', '/api/admin/advertiser')?.body).toEqual({ name: 'Бета', clinicIds: '3,7' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves an edit with the loaded version and the clinics it holds as a comma list', async () => {
    const user = userEvent.setup();
    const browser = holdersBrowser();
    browser.answer('PUT /api/admin/advertiser/2', 200, { id: 2 });
    renderApp('/admin/advert/holders', browser);
    await user.click(await screen.findByRole('button', { name: 'Редактировать: Сеть «Здоровье»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить рекламодателя «Сеть «Здоровье»»' });
    const name = within(dialog).getByLabelText('Название');
    await user.clear(name);
    await user.type(name, 'Сеть «Здоровье+»');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sentTo(browser, 'PUT', '/api/admin/advertiser/2')).toBeDefined());
    const request = sentTo(browser, 'PUT', '/api/admin/advertiser/2');
    expect(request?.body).toEqual({ name: 'Сеть «Здоровье+»', clinicIds: '7,9' });
    expect(request?.headers['If-Match']).toBe('"11"');
  });
});
