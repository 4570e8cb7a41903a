// A clinic's pictures on a synchronised demo catalogue, on every dialect: the gallery, uploads of
// every allowed type, refusals by content and size (nothing left on disk), the served files and
// their headers (the display image rendered from the private upload on its first request, never
// the upload as sent), main image, visibility, alt texts and deletion, and a deleted catalogue
// picture that stays deleted through the next synchronisation.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueApp } from '../support/catalogue';
import { dialects } from '../support/testApp';
import { CONTENT_TYPE, type FilePart, filesUnder, images, photo, upload } from '../support/uploads';

process.env.DEMO_CLINICS = '4';

type Image = { id: number; hash: string; fileType: string; mainImg: boolean; visible: boolean; alt: { RU: string; EN: string } };
type Image2 = Image & { origId: number | null; width: number; height: number; size: number; created: number; url: string; thumb: string };
const KEYS = ['alt', 'created', 'fileType', 'hash', 'height', 'id', 'mainImg', 'origId', 'size', 'thumb', 'url', 'visible', 'width'];
const WRONG = 'Неверный формат/размер';
const STORED_SIZE = { jpg: [1440, 1080], png: [400, 300], gif: [200, 150], webp: [640, 480] } as const;

describe.each(dialects())('pictures on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let clinics: { id: number; hash: string }[];
  let filesDir: string;
  const gallery = async (hash: string) => (await t.admin.get(`/api/admin/pictures/${hash}`)).json().images as Image2[];
  const send = (hash: string, file: FilePart, fields: Record<string, string> = {}) =>
    upload(t.admin, '/api/admin/image/upload', { hash, agentHash: '', doctorHash: '', ...fields }, file);
  const jpeg = async (content: Buffer | Promise<Buffer>, filename = 'photo.jpg'): Promise<FilePart> => ({
    filename,
    contentType: 'image/jpeg',
    content: await content,
  });

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    clinics = await t.app.db.selectFrom('clinics').select(['id', 'hash']).orderBy('id').execute();
    filesDir = join(t.config.dataDir, 'files');
  });
  afterAll(() => t.close());

  it('lists the catalogue pictures, main first, in the documented shape', async () => {
    const res = await t.admin.get(`/api/admin/pictures/${clinics[0].hash}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().images as Image2[];
    expect(list.length).toBeGreaterThan(0);
    expect(Object.keys(list[0]).sort()).toEqual(KEYS);
    expect(list[0]).toMatchObject({ mainImg: true, visible: true, fileType: 'jpg', origId: expect.any(Number), width: 1600, height: 1067 });
    expect(list[0].url).toBe(`/images/picture/${list[0].hash}.jpg`);
    expect(list[0].thumb).toBe(`/images/picture/thumb/${list[0].hash}.jpg`);
    expect(list[0].alt.RU).toMatch(/фото 1$/);
    expect(list.filter((p) => p.mainImg)).toHaveLength(1);
  });

  it('serves a catalogue picture fetched from the catalogue once, with a fixed type and nosniff', async () => {
    const [picture] = await gallery(clinics[0].hash);
    const res = await t.app.inject({ method: 'GET', url: picture.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    const thumb = await t.app.inject({ method: 'GET', url: picture.thumb });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 213 });
    expect(filesUnder(filesDir)).toContain(`picture/${picture.hash}.jpg`);
    const again = await t.app.inject({ method: 'GET', url: picture.url, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for unknown hashes, other extensions, unknown kinds and presets', async () => {
    const [picture] = await gallery(clinics[0].hash);
    for (const url of [
      `/images/picture/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.jpg`,
      `/images/picture/${picture.hash}.html`,
      `/images/picture/${picture.hash}.png`,
      `/images/picture/big/${picture.hash}.jpg`,
      `/images/other/${picture.hash}.jpg`,
      `/images/picture/${picture.hash}`,
      '/images/picture/..%2F..%2Fapp.db',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it.each(['jpg', 'png', 'gif', 'webp'] as const)('accepts a %s upload, re-encodes it and serves it with its type', async (type) => {
    const content = await images[type]();
    const res = await send(clinics[1].hash, { filename: `picture.${type}`, contentType: CONTENT_TYPE[type], content });
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json() as { image: Image2 };
    // The 1600x1200 photo is scaled into 1920x1080, as the spec's client would; the rest fit.
    const [width, height] = STORED_SIZE[type];
    expect(Object.keys(image).sort()).toEqual(KEYS);
    expect(image).toMatchObject({
      fileType: type,
      origId: null,
      visible: true,
      width,
      height,
      alt: { RU: '', EN: '' },
    });
    expect(image.hash).toMatch(/^[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.headers['content-type']).toBe(CONTENT_TYPE[type]);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // size: the bytes sent; the display image is rendered from them on this first request.
    expect(image.size).toBe(content.length);
    const original = await sharp(served.rawPayload).metadata();
    expect([original.width, original.pageHeight ?? original.height]).toEqual([width, height]);
    const thumb = await sharp((await t.app.inject({ method: 'GET', url: image.thumb })).rawPayload).metadata();
    expect(thumb.width).toBeLessThanOrEqual(320);
    expect(thumb.pageHeight ?? thumb.height).toBeLessThanOrEqual(240);
    expect((await gallery(clinics[1].hash)).map((p) => p.id)).toContain(image.id);
  });

  it('strips what is hidden after the image data and keeps the orientation upright', async () => {
    const payload = Buffer.concat([await images.jpg(), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const res = await send(clinics[1].hash, await jpeg(payload, 'a.php.jpg'));
    expect(res.statusCode, res.body).toBe(200);
    const { hash, url, thumb } = res.json().image as Image2;
    // Kept as sent, privately: the tail is there, and no URL reaches it.
    expect(filesUnder(filesDir)).toContain(`private/picture/${hash}.jpg`);
    for (const path of [`/images/private/picture/${hash}.jpg`, `/images/picture/private/${hash}.jpg`]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
    for (const served of [url, url, thumb]) {
      const answer = await t.app.inject({ method: 'GET', url: served });
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.rawPayload.includes('<?php')).toBe(false);
      expect(answer.rawPayload.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    }
    const rotated = await photo(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = (await send(clinics[1].hash, await jpeg(rotated))).json().image;
    expect([upright.width, upright.height]).toEqual([100, 200]);
  });

  it('renders the display image on its first request, whole for concurrent first requests, then serves it as stored', async () => {
    const res = await send(clinics[3].hash, await jpeg(photo(2400, 1600).jpeg().toBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().image as Image2;
    expect([image.width, image.height]).toEqual([1620, 1080]);
    const display = `picture/${image.hash}.jpg`;
    expect(filesUnder(filesDir)).toEqual(expect.arrayContaining([`private/picture/${image.hash}.jpg`, `picture/thumb/${image.hash}.jpg`]));
    expect(filesUnder(filesDir)).not.toContain(display);
    const first = await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: image.url })));
    for (const answer of first) {
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(first[0].rawPayload)).toBe(true);
    }
    expect(await sharp(first[0].rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1620, height: 1080 });
    expect(filesUnder(filesDir).filter((f) => f.startsWith('.tmp/'))).toEqual([]);
    const written = statSync(join(filesDir, display)).mtimeMs;
    // Without the upload, only the stored display image can answer the second request.
    rmSync(join(filesDir, `private/picture/${image.hash}.jpg`));
    const second = await t.app.inject({ method: 'GET', url: image.url });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first[0].rawPayload)).toBe(true);
    expect(statSync(join(filesDir, display)).mtimeMs).toBe(written);
  });

  describe('refusals', () => {
    let before: string[];
    let rows: number;
    const count = async () => (await t.app.db.selectFrom('pictures').select('id').execute()).length;
    beforeAll(async () => {
      before = filesUnder(filesDir);
      rows = await count();
    });
    const refused = async (file: FilePart | Promise<FilePart>, status = 400) => {
      const res = await send(clinics[2].hash, await file);
      expect(res.statusCode, res.body).toBe(status);
      if (status === 400) expect(res.json()).toEqual({ error: { file: [WRONG] } });
      expect(filesUnder(filesDir)).toEqual(before);
      expect(await count()).toBe(rows);
      return res;
    };
    const padded = (text: string) => Buffer.from(text.padEnd(4096, ' '));

    it('refuses PHP in a file named a.php.jpg', () => refused(jpeg(padded('<?php echo shell_exec($_GET["c"]); ?>'), 'a.php.jpg')));
    it('refuses a .jpg whose content is HTML', () => refused(jpeg(padded('<!DOCTYPE html><html><script>alert(1)</script></html>'))));
    it('refuses an SVG with a script', () =>
      refused({
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        content: padded('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      }));
    it('refuses a PHP payload sent as image/jpeg', () =>
      refused({ filename: 'photo.jpg', contentType: 'image/jpeg', content: padded('<?php system($_GET["c"]); ?>') }));
    it('refuses a JPEG signature followed by garbage', () =>
      refused(jpeg(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), padded('x')]))));
    it('refuses 1023 bytes, even of a real image', async () => refused(jpeg((await images.jpg()).subarray(0, 1023))));
    it('refuses an empty file and a missing file', async () => {
      await refused(jpeg(Buffer.alloc(0)));
      const res = await upload(t.admin, '/api/admin/image/upload', { hash: clinics[2].hash });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.file).toEqual(['Выберите файл']);
    });

    it('answers 413 for 10485760 + 1 bytes and leaves nothing on disk', async () => {
      const content = Buffer.concat([await images.jpg(), Buffer.alloc(10_485_760)]).subarray(0, 10_485_761);
      const res = await refused(await jpeg(content), 413);
      expect(res.json().message).toBe('Файл больше 10 МБ');
    });

    it('accepts exactly 10485760 bytes', async () => {
      const content = Buffer.concat([await images.jpg(), Buffer.alloc(10_485_760)]).subarray(0, 10_485_760);
      const res = await send(clinics[3].hash, await jpeg(content));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().image.size).toBe(10_485_760);
      const served = await t.app.inject({ method: 'GET', url: res.json().image.url });
      expect(served.rawPayload.length).toBeLessThan(2_000_000);
    });
  });

  it('reads the fields after the file, and takes a file part of any name', async () => {
    const content = await images.png();
    const res = await upload(
      t.admin,
      '/api/admin/image/upload',
      { hash: clinics[3].hash },
      { name: 'upload', filename: 'x.png', contentType: 'image/png', content },
      { fileFirst: true },
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it("uploads, sets main, alt and deletes a doctor's and an agent's pictures, apart from the clinic's", async () => {
    const file = { filename: 'p.png', contentType: 'image/png', content: await images.png() };
    const doctor = await t.app.db.selectFrom('doctors').select(['id', 'hash']).orderBy('id').executeTakeFirstOrThrow();
    const agent = await t.app.db.selectFrom('agents').select(['id', 'hash']).orderBy('id').executeTakeFirstOrThrow();
    const clinicBefore = (await gallery(clinics[3].hash)).map((p) => p.id);
    const marksBefore = await t.app.db.selectFrom('complete_edit').select('cd').where('section', '=', 3).execute();
    for (const [field, owner, column] of [
      ['doctorHash', doctor, 'doctor_id'],
      ['agentHash', agent, 'agent_id'],
    ] as const) {
      const first = await send(clinics[3].hash, file, { [field]: owner.hash });
      expect(first.statusCode, first.body).toBe(200);
      const second = await send('', file, { [field]: owner.hash });
      expect(second.statusCode, second.body).toBe(200);
      const [a, b] = [first.json().image as Image2, second.json().image as Image2];
      expect([a.mainImg, b.mainImg]).toEqual([true, false]);
      const stored = await t.app.db.selectFrom('pictures').select(['clinic_id', column]).where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ clinic_id: null, [column]: owner.id });
      const body = { [field]: owner.hash, hash: '' };
      const main = await t.admin.post('/api/admin/image/main', { form: { ...body, id: b.id } });
      expect(main.statusCode, main.body).toBe(200);
      expect((main.json().images as Image2[]).map((p) => [p.id, p.mainImg])).toEqual([
        [b.id, true],
        [a.id, false],
      ]);
      const alt = await t.admin.post('/api/admin/image/alt', { form: { ...body, id: a.id, RU: 'Врач', EN: 'Doctor' } });
      expect((alt.json().images as Image2[]).find((p) => p.id === a.id)?.alt).toEqual({ RU: 'Врач', EN: 'Doctor' });
      const deleted = await t.admin.post('/api/admin/image/delete', { form: { ...body, id: b.id } });
      expect((deleted.json().images as Image2[]).map((p) => [p.id, p.mainImg])).toEqual([[a.id, true]]);
      // Another owner's picture is not found through this owner, nor through the clinic.
      expect((await t.admin.post('/api/admin/image/main', { form: { hash: clinics[3].hash, id: a.id } })).statusCode).toBe(404);
    }
    expect((await gallery(clinics[3].hash)).map((p) => p.id)).toEqual(clinicBefore);
    expect(await t.app.db.selectFrom('complete_edit').select('cd').where('section', '=', 3).execute()).toEqual(marksBefore);
    const both = await send('', file, { doctorHash: doctor.hash, agentHash: agent.hash });
    expect(both.json().error).toEqual({ agentHash: ['Укажите либо врача, либо агента, а не обоих'] });
    expect((await send('', file, { doctorHash: clinics[0].hash })).statusCode).toBe(404);
    expect((await send('', file)).json().error).toEqual({ hash: ['Заполните поле'] });
  });

  it('refuses unknown and malformed clinics, and a missing CSRF header', async () => {
    const file = { filename: 'p.png', contentType: 'image/png', content: await images.png() };
    expect((await send('00000000-0000-4000-8000-000000000000', file)).statusCode).toBe(404);
    expect((await send('not-a-hash', file)).statusCode).toBe(400);
    expect((await upload(t.admin, '/api/admin/image/upload', { hash: clinics[3].hash }, file, { csrf: false })).statusCode).toBe(403);
    expect((await t.admin.get('/api/admin/pictures/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.admin.get('/api/admin/pictures/x')).statusCode).toBe(400);
  });

  describe('changes', () => {
    const form = (fields: Record<string, string | number>) => ({ form: { doctorHash: '', ...fields } });
    const marks = (clinicId: number, section: number) =>
      t.app.db
        .selectFrom('complete_edit')
        .select(['lang', 'cd', 'rd'])
        .where('clinic_id', '=', clinicId)
        .where('section', '=', section)
        .orderBy('lang')
        .execute();

    it('makes exactly one picture main, in one answer that lists it first', async () => {
      const clinic = clinics[1];
      const list = await gallery(clinic.hash);
      const other = list.find((p) => !p.mainImg) as Image2;
      const res = await t.admin.post('/api/admin/image/main', form({ hash: clinic.hash, id: other.id }));
      expect(res.statusCode, res.body).toBe(200);
      const images = res.json().images as Image2[];
      expect(images[0]).toMatchObject({ id: other.id, mainImg: true });
      expect(images.filter((p) => p.mainImg)).toHaveLength(1);
      const mains = await t.app.db
        .selectFrom('pictures')
        .select('id')
        .where('clinic_id', '=', clinic.id)
        .where('main_img', '=', 1)
        .execute();
      expect(mains).toEqual([{ id: other.id }]);
      const saved = await marks(clinic.id, 3);
      expect(saved.map((m) => m.lang)).toEqual(['EN', 'RU']);
      for (const m of saved) expect(Number(m.rd)).toBe(Number(m.cd) + 1);
    });

    it('hides and shows a picture', async () => {
      const clinic = clinics[1];
      const [first] = await gallery(clinic.hash);
      const hidden = await t.admin.post('/api/admin/toggleimage', { form: { hash: clinic.hash, id: first.id, visible: 'false' } });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect((hidden.json().images as Image2[]).find((p) => p.id === first.id)?.visible).toBe(false);
      const shown = await t.admin.post('/api/admin/toggleimage', { json: { hash: clinic.hash, id: first.id, visible: true } });
      expect((shown.json().images as Image2[]).find((p) => p.id === first.id)?.visible).toBe(true);
      const bad = await t.admin.post('/api/admin/toggleimage', { form: { hash: clinic.hash, id: first.id, visible: 'maybe' } });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error)).toEqual(['visible']);
    });

    it('saves alt texts and refuses long ones with field errors', async () => {
      const clinic = clinics[1];
      const [first] = await gallery(clinic.hash);
      const res = await t.admin.post('/api/admin/image/alt', form({ hash: clinic.hash, id: first.id, RU: ' Холл клиники ', EN: 'Lobby' }));
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().images as Image2[]).find((p) => p.id === first.id)?.alt).toEqual({ RU: 'Холл клиники', EN: 'Lobby' });
      const long = await t.admin.post('/api/admin/image/alt', form({ hash: clinic.hash, id: first.id, RU: 'я'.repeat(257), EN: '' }));
      expect(long.statusCode).toBe(400);
      expect(Object.keys(long.json().error)).toEqual(['RU']);
      const marked = await t.admin.post(
        '/api/admin/image/alt',
        form({ hash: clinic.hash, id: first.id, RU: `<b>${'я'.repeat(250)}</b>`, EN: 'a&nbsp;b' }),
      );
      expect(marked.statusCode, marked.body).toBe(200);
      expect((marked.json().images as Image2[]).find((p) => p.id === first.id)?.alt).toEqual({ RU: 'я'.repeat(250), EN: 'a b' });
      await t.admin.post('/api/admin/image/alt', form({ hash: clinic.hash, id: first.id, RU: ' Холл клиники ', EN: 'Lobby' }));
      const noId = await t.admin.post('/api/admin/image/alt', form({ hash: clinic.hash, RU: 'x', EN: 'y' }));
      expect(noId.statusCode).toBe(400);
      expect(Object.keys(noId.json().error)).toEqual(['id']);
      expect((await gallery(clinic.hash)).find((p) => p.id === first.id)?.alt).toEqual({ RU: 'Холл клиники', EN: 'Lobby' });
    });

    it('answers 404 for a picture of another clinic, unknown ids and clinics, 400 for malformed ones', async () => {
      const [foreign] = await gallery(clinics[0].hash);
      const hash = clinics[1].hash;
      for (const [url, body] of [
        ['/api/admin/image/main', { hash, id: foreign.id }],
        ['/api/admin/image/delete', { hash, id: foreign.id }],
        ['/api/admin/toggleimage', { hash, id: foreign.id, visible: 'false' }],
        ['/api/admin/image/alt', { hash, id: foreign.id, RU: 'x', EN: 'y' }],
        ['/api/admin/image/main', { hash, id: 999999 }],
        ['/api/admin/image/main', { hash: '00000000-0000-4000-8000-000000000000', id: foreign.id }],
        // A clinic's hash is no doctor's.
        ['/api/admin/image/main', { hash, id: foreign.id, doctorHash: hash }],
      ] as const) {
        expect((await t.admin.post(url, form(body))).statusCode, `${url} ${JSON.stringify(body)}`).toBe(404);
      }
      const malformed: Record<string, string | number>[] = [
        { hash, id: 'x' },
        { hash: 'x', id: foreign.id },
        { hash },
        { hash, id: foreign.id, doctorHash: 'x' },
      ];
      for (const body of malformed) {
        expect((await t.admin.post('/api/admin/image/main', form(body))).statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await gallery(clinics[0].hash)).find((p) => p.id === foreign.id)).toMatchObject({ visible: true, mainImg: true });
    });

    it('deletes a local upload with its files, and the next picture becomes main', async () => {
      const clinic = clinics[2];
      for (const p of await gallery(clinic.hash)) {
        expect((await t.admin.post('/api/admin/image/delete', form({ hash: clinic.hash, id: p.id }))).statusCode).toBe(200);
      }
      expect(await gallery(clinic.hash)).toEqual([]);
      const first = (await send(clinic.hash, await jpeg(images.jpg()))).json().image as Image2;
      const second = (await send(clinic.hash, { filename: 'x.png', contentType: 'image/png', content: await images.png() })).json()
        .image as Image2;
      expect([first.mainImg, second.mainImg]).toEqual([true, false]);
      expect(filesUnder(filesDir)).toEqual(
        expect.arrayContaining([`private/picture/${first.hash}.jpg`, `picture/thumb/${first.hash}.jpg`]),
      );
      expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(200);
      expect(filesUnder(filesDir)).toContain(`picture/${first.hash}.jpg`);
      const res = await t.admin.post('/api/admin/image/delete', form({ hash: clinic.hash, id: first.id }));
      expect(res.statusCode).toBe(200);
      expect(res.json().images).toMatchObject([{ id: second.id, mainImg: true }]);
      expect(await t.app.db.selectFrom('pictures').select('id').where('id', '=', first.id).execute()).toEqual([]);
      expect(filesUnder(filesDir).filter((f) => f.includes(first.hash))).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    });

    it('marks a catalogue picture deleted, and the next synchronisation keeps it deleted', async () => {
      const clinic = clinics[0];
      const [main] = await gallery(clinic.hash);
      expect(main.origId).not.toBeNull();
      const res = await t.admin.post('/api/admin/image/delete', form({ hash: clinic.hash, id: main.id }));
      expect(res.statusCode).toBe(200);
      expect((res.json().images as Image2[]).map((p) => p.id)).not.toContain(main.id);
      expect((await t.app.inject({ method: 'GET', url: main.url })).statusCode).toBe(404);
      const sync = await t.admin.post('/api/admin/sync/profilephotos');
      expect(sync.statusCode, sync.body).toBe(200);
      const row = await t.app.db.selectFrom('pictures').select(['deleted', 'main_img']).where('id', '=', main.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ deleted: 1, main_img: 0 });
      expect((await gallery(clinic.hash)).map((p) => p.id)).not.toContain(main.id);
    });
  });
});
