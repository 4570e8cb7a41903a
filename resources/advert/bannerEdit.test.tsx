// The banner edit screen as a declaration (index.ts, `banners`) rendered by the engine's record page
// (002 §2 "Banner edit screen"): the banner's type in its title, its inputs by its type (the mobile
// version's marker and link named as such, pages and text types for the full-width block's, the
// directions and diseases or the clinics), the image replaced (a file of another type refused as
// the banner page's blocks word it) or removed, the shared schema's marker alert, and the save:
// PUT /api/admin/promo/banner/{id} with the `banner` JSON and the version loaded, 'Баннер успешно
// изменен', then back to the banner page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const EDIT = '/admin/advert/holders/2/promo/9/banner/100';

const banner = (type: string, more: object = {}) => ({
  id: 100,
  type,
  promoId: 9,
  url: '/clinics',
  link: '/images/banner/abc.png',
  width: 300,
  height: 200,
  marker: 'e2e-third',
  pages: [],
  textType: [],
  categories: [4],
  diseases: [],
  clinics: [],
  created: 1,
  updated: 51,
  ...more,
});

const clinic = (id: number, name: string) => ({ id, hash: `h${id}`, ll10n: { RU: { name }, EN: { name: '' } } });

function bannerBrowser(stored: object) {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/promo/banner/100', 200, stored);
  browser.answer('PUT /api/admin/promo/banner/100', 200, stored);
  browser.answer('GET /api/admin/allcategories', 200, { categories: [], specialties: [], cities: [] });
  browser.answer('GET /api/admin/clinicslist', 200, { clinics: [clinic(7, 'Здоровье (Омск)')], total: 1 });
  browser.answer('GET /api/admin/promo/9', 200, {
    id: 9,
    promoId: 9,
    name: 'Весна',
    clinicId: null,
    clinic: null,
    advertiserId: 2,
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    active: true,
    categories: [],
    diseases: [],
    banners: [stored],
    created: 1,
    updated: 3,
  });
  return browser;
}

const saved = (browser: ReturnType<typeof fakeBrowser>) => browser.requests.find((request) => request.method === 'PUT');
const sentBanner = (browser: ReturnType<typeof fakeBrowser>) =>
  JSON.parse(String((saved(browser)?.body as { banner?: string } | undefined)?.banner));

describe('/admin/advert/holders/{id}/promo/{promoId}/banner/{bannerId}', () => {
  it('edits a vertical banner’s link, sends it with its type and version, then goes back to the banner page', async () => {
    const user = userEvent.setup();
    const browser = bannerBrowser(banner('THIRD'));
    // Read again once saved, in its new version.
    browser.answer('GET /api/admin/promo/banner/100', 200, banner('THIRD', { url: '/doctors', updated: 52 }));
    const { router } = renderApp(EDIT, browser);
    expect(await screen.findByRole('heading', { name: 'Баннер: Вертикальный', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'e2e-third' })).toHaveAttribute('src', '/images/banner/abc.png');
    expect(screen.getByText(/Размер изображения 300×200 px/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/admin/advert/holders/2/promo/9');
    // A vertical banner has no pages, text types or clinics: its directions and diseases.
    expect(screen.queryByRole('group', { name: 'Страницы показа' })).toBeNull();
    expect(screen.queryByLabelText('Клиники')).toBeNull();
    expect(screen.getByText('выбрано 1 направление и 0 заболеваний')).toBeInTheDocument();
    const link = screen.getByLabelText('Ссылка');
    await user.clear(link);
    await user.type(link, '/doctors');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Баннер успешно изменен')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/advert/holders/2/promo/9'));
    expect(saved(browser)?.headers['If-Match']).toBe('"51"');
    expect(sentBanner(browser)).toMatchObject({
      type: 'THIRD',
      url: '/doctors',
      marker: 'e2e-third',
      pages: '',
      textType: '',
      categories: '4',
      diseases: '',
      clinics: '',
    });
    expect(saved(browser)?.body).not.toHaveProperty('bannerFile');
  });

  it('refuses an empty marker with the spec’s alert for the type, and sends nothing', async () => {
    const user = userEvent.setup();
    const browser = bannerBrowser(banner('THIRD'));
    renderApp(EDIT, browser);
    await user.clear(await screen.findByLabelText('Маркер'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите маркер для вертикального баннера')).toBeInTheDocument();
    expect(saved(browser)).toBeUndefined();
  });

  it('refuses a file of another type as the blocks do, and removes the image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const browser = bannerBrowser(banner('THIRD'));
    renderApp(EDIT, browser);
    const image = await screen.findByRole('group', { name: 'Изображение' });
    expect(within(image).getByRole('button', { name: 'Заменить изображение' })).toBeInTheDocument();
    await user.upload(
      image.querySelector('input[type=file]') as HTMLInputElement,
      new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(
      await within(image).findByText('Файл «notes.txt» нельзя загрузить: тип TXT не подходит, можно PNG, JPG, JPEG, GIF'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'e2e-third' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Удалить изображение' }));
    expect(screen.queryByRole('img', { name: 'e2e-third' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Баннер успешно изменен');
    expect(sentBanner(browser)).toMatchObject({ type: 'THIRD', removeImage: true });
  });

  it('names the mobile version’s marker and link, and shows its pages and text types', async () => {
    const user = userEvent.setup();
    const browser = bannerBrowser(banner('MOBILE', { pages: ['MAIN'], marker: 'mob' }));
    renderApp(EDIT, browser);
    expect(await screen.findByRole('heading', { name: 'Баннер: Мобильная версия', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Маркер мобильной версии')).toHaveValue('mob');
    expect(screen.getByLabelText('Ссылка мобильной версии')).toHaveValue('/clinics');
    expect(screen.getByRole('checkbox', { name: 'Главная' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Врачи' }));
    await user.click(screen.getByRole('checkbox', { name: 'Вебинар' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Баннер успешно изменен');
    expect(sentBanner(browser)).toMatchObject({ type: 'MOBILE', pages: 'MAIN,DOCTORS', textType: 'WEBINAR' });
  });

  it('picks the clinic page banner’s clinics, without directions and diseases', async () => {
    const user = userEvent.setup();
    const browser = bannerBrowser(banner('CLINIC_BASED', { categories: [] }));
    renderApp(EDIT, browser);
    await user.click(await screen.findByLabelText('Клиники'));
    await user.click(await screen.findByRole('option', { name: 'Здоровье (Омск)' }));
    expect(screen.queryByRole('button', { name: 'Выбрать направления и заболевания' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Баннер успешно изменен');
    expect(sentBanner(browser)).toMatchObject({ type: 'CLINIC_BASED', clinics: '7' });
  });
});
