// Advertising (002 §2, §5 "Promo", "Banners", §7, §8; issue 15 points 3-4) on every dialect:
// holders with their clinics (soft delete, history, version check), promos of both payload shapes
// with the date window checked on the server, banners of both readings (markers with the spec's
// alerts, file rules by name and content, one banner per block, the edit that replaces or removes
// the image), the served images, and the pixel size kept for the size warning.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_FACTS } from '../../common/advert';
import { addSmallCatalogue, type SmallCatalogue } from '../support/catalogueRows';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const MARKERS = {
  FULL: 'Укажите маркер для баннера во всю ширину страницы',
  MOBILE: 'Укажите маркер для мобильной версии баннера',
  THIRD: 'Укажите маркер для вертикального баннера',
  CLINIC_BASED: 'Укажите маркер для баннера на странице клиники',
};

type Part = { name: string; value?: string; filename?: string; content?: Buffer; contentType?: string };
type Banner = {
  id: number;
  type: string;
  link: string | null;
  width: number;
  height: number;
  marker: string;
  updated: number;
  clinics: number[];
  pages: string[];
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

describe.each(dialects())('advertising on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let catalogue: SmallCatalogue;
  let clinics: number[];

  /** A multipart request with any number of file parts, as the banner page sends it. */
  async function send(method: 'POST' | 'PUT', url: string, parts: Part[], headers: Record<string, string> = {}) {
    const boundary = `----advert${Math.random().toString(16).slice(2)}`;
    const chunks = parts.flatMap((p) =>
      p.content
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'image/png'}\r\n\r\n`,
            ),
            p.content,
            Buffer.from('\r\n'),
          ]
        : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)],
    );
    return t.app.inject({
      method,
      url,
      headers: {
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': await admin.csrf(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...headers,
      },
      payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    });
  }
  const history = async (entity: string, id: number) =>
    ((await admin.get(`/api/admin/history?entity=${entity}&entityId=${id}`)).json().items as { action: string }[]).map((h) => h.action);
  const newPromo = async (name: string, advertiserId: number) => {
    const res = await admin.post('/api/admin/promo', { json: { name, startDate: day(0), endDate: day(30), advertiserId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().promoId as number;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
    catalogue = await addSmallCatalogue(t.app.db);
    clinics = [
      await addClinic(t.app.db, { hash: 'ad000000-0000-4000-8000-000000000001', slug: 'advert-one', names: { RU: 'Клиника один' } }),
      await addClinic(t.app.db, { hash: 'ad000000-0000-4000-8000-000000000002', slug: 'advert-two', names: { RU: 'Клиника два' } }),
    ];
  });
  afterAll(() => t.close());

  it('creates, edits, lists and soft-deletes a holder with its clinics, in the history, refusing a stale save', async () => {
    const blank = await admin.post('/api/admin/advertiser', { form: { name: '  ', clinicIds: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: { name: ['Заполните поле'] } });
    const unknown = await admin.post('/api/admin/advertiser', { json: { name: 'X', clinicIds: [999999] } });
    expect(unknown.json()).toEqual({ error: { clinicIds: ['Недопустимое значение'] } });

    const created = await admin.post('/api/admin/advertiser', { form: { name: 'Холдинг', clinicIds: [clinics[0], clinics[1]] } });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    const list = (await admin.get('/api/admin/advertisers')).json().advertisers;
    const holder = list.find((h: { id: number }) => h.id === id);
    expect(holder).toMatchObject({
      name: 'Холдинг',
      clinicIds: clinics,
      isLinked: true,
      active: true,
      clinic: { id: clinics[0], name: 'Клиника один' },
    });

    const edited = await admin.send('PUT', `/api/admin/advertiser/${id}`, {
      json: { name: 'Холдинг 2', clinicIds: String(clinics[1]) },
      headers: { 'if-match': `"${holder.updated}"` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await admin.send('PUT', `/api/admin/advertiser/${id}`, {
      json: { name: 'Поздно', clinicIds: '' },
      headers: { 'if-match': `"${holder.updated}"` },
    });
    expect(stale.statusCode).toBe(409);
    const promos = (await admin.get(`/api/admin/advertiser/${id}/promos`)).json();
    expect(promos).toMatchObject({ advertiser: { name: 'Холдинг 2', clinicIds: [clinics[1]] }, promos: [] });

    expect((await admin.send('DELETE', `/api/admin/advertiser/${id}`)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/advertisers')).json().advertisers.some((h: { id: number }) => h.id === id)).toBe(false);
    expect((await admin.get(`/api/admin/advertiser/${id}/promos`)).statusCode).toBe(404);
    expect((await admin.send('DELETE', `/api/admin/advertiser/${id}`)).statusCode).toBe(404);
    expect(await history('advertisers', id)).toEqual(['delete', 'update', 'create']);
  });

  it('checks a promo’s dates on the server: required, from today / tomorrow to a year ahead, the end not before the start', async () => {
    const holder = (await admin.post('/api/admin/advertiser', { json: { name: 'Даты', clinicIds: [] } })).json().id;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { name: '', startDate: '', endDate: '' },
        { name: ['Заполните поле'], startDate: ['Заполните поле'], endDate: ['Заполните поле'] },
      ],
      [
        { name: 'A', startDate: day(-2), endDate: day(-1) },
        {
          startDate: ['Дата начала — от сегодняшнего дня до года вперёд'],
          endDate: ['Дата окончания — от завтрашнего дня до года вперёд'],
        },
      ],
      [
        { name: 'A', startDate: day(400), endDate: day(400) },
        {
          startDate: ['Дата начала — от сегодняшнего дня до года вперёд'],
          endDate: ['Дата окончания — от завтрашнего дня до года вперёд'],
        },
      ],
      [{ name: 'A', startDate: day(20), endDate: day(10) }, { endDate: ['Дата окончания должна быть позже даты начала'] }],
      [{ name: 'A', startDate: '2026-02-30', endDate: day(10) }, { startDate: ['Укажите дату в формате ДД.ММ.ГГГГ'] }],
    ];
    for (const [data, error] of cases) {
      const res = await admin.post('/api/admin/promo', { form: { ...data, advertiserId: holder } as Record<string, string> });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const ok = await admin.post('/api/admin/promo', { form: { name: 'Весна', startDate: day(0), endDate: day(1), advertiserId: holder } });
    expect(ok.statusCode, ok.body).toBe(200);
    const promo = (await admin.get(`/api/admin/promo/${ok.json().promoId}`)).json();
    expect(promo).toMatchObject({ name: 'Весна', startDate: day(0), endDate: day(1), advertiserId: holder, banners: [] });
    const edited = await admin.send('PUT', `/api/admin/promo/${promo.id}`, {
      form: { name: 'Лето', startDate: day(5), endDate: day(3), advertiserId: holder },
    });
    expect(edited.json()).toEqual({ error: { endDate: ['Дата окончания должна быть позже даты начала'] } });
    expect((await admin.get(`/api/admin/promo/${promo.id}`)).json().name).toBe('Весна');
  });

  it('takes the clinic flow’s shape: categories or diseases required as comma lists, grouped in promo/all', async () => {
    const none = await admin.post('/api/admin/promo', {
      form: { name: 'Клиника', clinicId: clinics[0], startDate: day(1), endDate: day(9), categories: '', diseases: '' },
    });
    expect(none.json()).toEqual({ error: { categories: ['Выберите хотя бы одно направление или заболевание'] } });
    const form = {
      name: 'Клиника',
      clinicId: clinics[0],
      startDate: day(1),
      endDate: day(9),
      categories: '',
      diseases: `${catalogue.specialties[0]}`,
    };
    const res = await admin.post('/api/admin/promo', { form });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().promoId;
    const put = await admin.send('PUT', `/api/admin/promo/${id}`, {
      json: { ...form, categories: [catalogue.specialtyCategory], diseases: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const all = (await admin.get('/api/admin/promo/all')).json();
    expect(all.promoIds[String(clinics[0])].find((p: { id: number }) => p.id === id)).toMatchObject({
      clinic: { id: clinics[0], name: 'Клиника один' },
      categories: [catalogue.specialtyCategory],
      diseases: [],
    });
    expect((await admin.send('DELETE', `/api/admin/promo/${id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/promo/${id}`)).statusCode).toBe(404);
    expect(await history('promos', id)).toEqual(['delete', 'update', 'create']);
  });

  it('/admin/advertising’s save: a holder and targets together; each flow’s edit keeps what the other set', async () => {
    const holder = (await admin.post('/api/admin/advertiser', { json: { name: 'Оба вида', clinicIds: [] } })).json().id;
    const dates = { startDate: day(1), endDate: day(9) };
    const bare = await admin.post('/api/admin/promo', {
      json: { name: 'Все', advertiserId: holder, ...dates, categories: '', diseases: '' },
    });
    expect(bare.json()).toEqual({ error: { categories: ['Выберите хотя бы одно направление или заболевание'] } });
    const targets = { categories: `${catalogue.specialtyCategory}`, diseases: `${catalogue.specialties[0]}` };
    const created = await admin.post('/api/admin/promo', {
      json: { name: 'Все', advertiserId: holder, clinicId: clinics[0], ...dates, ...targets },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().promoId;
    const holderEdit = await admin.send('PUT', `/api/admin/promo/${id}`, { json: { name: 'Все 2', advertiserId: holder, ...dates } });
    expect(holderEdit.statusCode, holderEdit.body).toBe(200);
    const clinicEdit = await admin.send('PUT', `/api/admin/promo/${id}`, { json: { name: 'Все 3', ...dates, ...targets, diseases: '' } });
    expect(clinicEdit.statusCode, clinicEdit.body).toBe(200);
    expect((await admin.get(`/api/admin/promo/${id}`)).json()).toMatchObject({
      name: 'Все 3',
      advertiserId: holder,
      clinicId: clinics[0],
      categories: [catalogue.specialtyCategory],
      diseases: [],
    });
    expect(await history('promos', id)).toEqual(['update', 'update', 'create']);
  });

  it('creates a block’s banners only with their markers and good files, one per block, and serves them re-encoded', async () => {
    const holder = (await admin.post('/api/admin/advertiser', { json: { name: 'Баннеры', clinicIds: [] } })).json().id;
    const promoId = await newPromo('С баннерами', holder);
    const url = `/api/admin/promo/${promoId}/banner`;
    const full = await png(1220, 130);
    const mobile = await png(290, 200);
    const files = [
      { name: 'bannerFullFile', filename: 'full.png', content: full },
      { name: 'bannerMobileFile', filename: 'mobile.png', content: mobile },
    ];
    const described = (markers: Record<string, string>) =>
      JSON.stringify(
        Object.entries(markers).map(([type, marker]) => ({
          type,
          marker,
          url: 'https://example.com/a',
          pages: ['MAIN', 'CLINICS'],
          textType: ['ARTICLE'],
          categories: [catalogue.specialtyCategory],
          diseases: [catalogue.specialties[0]],
        })),
      );

    const noMarkers = await send('POST', url, [...files, { name: 'banners', value: described({ FULL: '', MOBILE: ' ' }) }]);
    expect(noMarkers.statusCode).toBe(400);
    expect(noMarkers.json()).toEqual({ error: { 'FULL.marker': [MARKERS.FULL], 'MOBILE.marker': [MARKERS.MOBILE] } });
    for (const type of ['THIRD', 'CLINIC_BASED'] as const) {
      const res = await send('POST', url, [
        { name: BANNER_FACTS[type].fileField as string, filename: 'x.png', content: mobile },
        { name: 'banners', value: JSON.stringify([{ type }]) },
      ]);
      expect(res.json()).toEqual({ error: { [`${type}.marker`]: [MARKERS[type]] } });
    }

    const script = Buffer.from(`<?php echo 1; ?>${' '.repeat(2000)}`);
    const disguised = await send('POST', url, [
      { name: 'bannerFullFile', filename: 'full.png', content: script },
      { name: 'banners', value: described({ FULL: 'm' }) },
    ]);
    // A PNG name is allowed: its content is what is wrong (issue 26 point 2; it said before that
    // PNG files cannot be uploaded).
    expect(disguised.json()).toEqual({ error: { bannerFullFile: ['Содержимое файла не похоже на PNG: файл переименован или повреждён'] } });
    const webp = await sharp(mobile).webp().toBuffer();
    const wrongName = await send('POST', url, [
      { name: 'bannerThirdFile', filename: 'x.webp', content: webp },
      { name: 'banners', value: JSON.stringify([{ type: 'THIRD', marker: 'm' }]) },
    ]);
    expect(wrongName.json()).toEqual({ error: { bannerThirdFile: ['Файл этого типа (webp) нельзя загрузить'] } });
    const webpRenamed = await send('POST', url, [
      { name: 'bannerThirdFile', filename: 'x.jpg', content: webp },
      { name: 'banners', value: JSON.stringify([{ type: 'THIRD', marker: 'm' }]) },
    ]);
    expect(webpRenamed.json()).toEqual({
      error: { bannerThirdFile: ['Содержимое файла не похоже на JPG: файл переименован или повреждён'] },
    });
    const big = Buffer.concat([mobile, Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await send('POST', url, [
      { name: 'bannerThirdFile', filename: 'x.png', content: big },
      { name: 'banners', value: JSON.stringify([{ type: 'THIRD', marker: 'm' }]) },
    ]);
    expect(tooBig.json()).toEqual({ error: { bannerThirdFile: ['Файл больше 3 МБ'] } });
    const noFile = await send('POST', url, [{ name: 'banners', value: JSON.stringify([{ type: 'THIRD', marker: 'm' }]) }]);
    expect(noFile.json()).toEqual({ error: { bannerThirdFile: ['Выберите файл'] } });
    expect((await admin.get(`/api/admin/promo/${promoId}`)).json().banners).toEqual([]);

    const created = await send('POST', url, [...files, { name: 'banners', value: described({ FULL: 'full-m', MOBILE: 'mobile-m' }) }]);
    expect(created.statusCode, created.body).toBe(200);
    const banners = created.json() as Banner[];
    expect(banners.map((b) => [b.type, b.marker, b.width, b.height])).toEqual([
      ['FULL', 'full-m', 1220, 130],
      ['MOBILE', 'mobile-m', 290, 200],
    ]);
    expect(banners[0]).toMatchObject({ pages: ['CLINICS', 'MAIN'], textType: ['ARTICLE'], url: 'https://example.com/a' });
    const served = await t.app.inject({ method: 'GET', url: banners[0].link as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1220);

    const again = await send('POST', url, [files[0], { name: 'banners', value: described({ FULL: 'again' }) }]);
    expect(again.statusCode).toBe(409);

    const third = await send('POST', url, [
      { name: 'bannerClinicBasedFile', filename: 'c.gif', content: await sharp(mobile).resize(300, 200).gif().toBuffer() },
      { name: 'banners', value: JSON.stringify([{ type: 'CLINIC_BASED', marker: 'c', clinics: clinics }]) },
    ]);
    expect(third.statusCode, third.body).toBe(200);
    const clinicBased = (third.json() as Banner[]).find((b) => b.type === 'CLINIC_BASED') as Banner;
    expect(clinicBased).toMatchObject({ width: 300, height: 200, clinics });
    expect(await history('banners', banners[0].id)).toEqual(['create']);
  });

  it('edits a banner: the description, a new image, or none, with its version and markers checked', async () => {
    const holder = (await admin.post('/api/admin/advertiser', { json: { name: 'Правка', clinicIds: [] } })).json().id;
    const promoId = await newPromo('Правка', holder);
    const created = await send('POST', `/api/admin/promo/${promoId}/banner`, [
      {
        name: 'bannerThirdFile',
        filename: 'v.jpg',
        content: await sharp(await png(290, 200))
          .jpeg()
          .toBuffer(),
        contentType: 'image/jpeg',
      },
      { name: 'banners', value: JSON.stringify([{ type: 'THIRD', marker: 'v', categories: [catalogue.specialtyCategory] }]) },
    ]);
    const [banner] = created.json() as Banner[];
    const url = `/api/admin/promo/banner/${banner.id}`;
    expect((await admin.get(url)).json()).toMatchObject({ id: banner.id, type: 'THIRD', marker: 'v' });

    const blank = await send('PUT', url, [{ name: 'banner', value: JSON.stringify({ type: 'THIRD', marker: '' }) }]);
    expect(blank.json()).toEqual({ error: { marker: [MARKERS.THIRD] } });
    const replaced = await send(
      'PUT',
      url,
      [
        {
          name: 'banner',
          value: JSON.stringify({ type: 'THIRD', promoId, url: '/clinics', marker: 'v2', diseases: [catalogue.specialties[0]] }),
        },
        { name: 'bannerFile', filename: 'n.png', content: await png(300, 100) },
      ],
      { 'if-match': `"${banner.updated}"` },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json() as Banner & { diseases: number[]; categories: number[]; url: string };
    expect(after).toMatchObject({
      marker: 'v2',
      url: '/clinics',
      width: 300,
      height: 100,
      diseases: [catalogue.specialties[0]],
      categories: [],
    });
    expect(after.link).not.toBe(banner.link);
    expect((await t.app.inject({ method: 'GET', url: banner.link as string })).statusCode).toBe(404);
    const stale = await send('PUT', url, [{ name: 'removeImage', value: 'true' }], { 'if-match': `"${banner.updated}"` });
    expect(stale.statusCode).toBe(409);
    const removed = await send('PUT', url, [{ name: 'removeImage', value: 'true' }]);
    expect(removed.json()).toMatchObject({ link: null, width: null, marker: 'v2' });
    expect(await history('banners', banner.id)).toEqual(['update', 'update', 'create']);
  });

  it('takes the clinic flow’s banners: all three files required, then the link and image edited by bannerId', async () => {
    const holder = (await admin.post('/api/admin/advertiser', { json: { name: 'Первое', clinicIds: [] } })).json().id;
    const promoId = await newPromo('Первое чтение', holder);
    const parts = [
      { name: 'promoId', value: String(promoId) },
      { name: 'bannerFull', filename: 'f.png', content: await png(1220, 130) },
      { name: 'urlFull', value: 'https://example.com/f' },
      { name: 'bannerHalf', filename: 'h.png', content: await png(610, 130) },
      { name: 'urlHalf', value: 'https://example.com/h' },
    ];
    const missing = await send('POST', '/api/admin/promo/banner', parts);
    expect(missing.json()).toEqual({ error: { bannerThird: ['Выберите файл'] } });
    const res = await send('POST', '/api/admin/promo/banner', [
      ...parts,
      { name: 'bannerThird', filename: 't.png', content: await png(290, 200) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const banners = res.json() as (Banner & { url: string })[];
    expect(banners.map((b) => [b.type, b.width])).toEqual([
      ['FULL', 1220],
      ['THIRD', 290],
      ['HALF', 610],
    ]);
    const half = banners.find((b) => b.type === 'HALF') as Banner;
    const edit = await send('PUT', '/api/admin/promo/banner', [
      { name: 'bannerId', value: String(half.id) },
      { name: 'newUrl', value: 'https://example.com/new' },
    ]);
    expect(edit.json()).toMatchObject({ id: half.id, url: 'https://example.com/new', link: half.link });
  });
});
