// The media library (001 §2, §7, §8; 002 §7 POST /images/mediafile) and the articles list that
// says which articles use an image, on every dialect: uploads judged by content and re-encoded,
// the served files, pages across the block counts (compared with a plain OFFSET query), the alt
// text with its version check and history, the refused delete of an image in use, the delete
// that removes the files only after its commit, and images pasted into rich text.
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMediaFile } from '../../server/repositories/mediaFiles';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { filesUnder, photo, upload } from '../support/uploads';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

type MediaFile = {
  id: number;
  name: string;
  alt: string;
  xsize: number;
  ysize: number;
  size: number;
  updated: number;
  url: string;
  thumb: string;
};
const KEYS = ['alt', 'created', 'id', 'name', 'size', 'thumb', 'updated', 'url', 'xsize', 'ysize'];
const WRONG = 'Неверный формат/размер';

describe.each(dialects())('media library on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let filesDir: string;
  const send = async (content: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    upload(admin, '/api/admin/mediafile/upload', {}, { filename, contentType, content });
  const list = async (page: number, size: number) =>
    (await admin.get(`/api/admin/mediafile/list?page=${page}&size=${size}`)).json() as { slice: MediaFile[]; total: number };
  const history = async (id: number) =>
    (await admin.get(`/api/admin/history?entity=mediafiles&entityId=${id}`)).json().items as { action: string; changes: object }[];
  const mediaFiles = () => filesUnder(filesDir).filter((f) => f.includes('mediafile/') || f.startsWith('.tmp/'));
  const addArticle = async (mediaId: number, slug: string) => {
    const now = Date.now();
    const { id } = await t.app.db
      .insertInto('articles')
      .values({
        typ: 'ARTICLE',
        lang: 'RU',
        name: `Статья ${slug}`,
        slug,
        published_dt: now,
        media_id: mediaId,
        created: now,
        updated: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
    filesDir = join(t.config.dataDir, 'files');
  });
  afterAll(() => t.close());

  it('stores an upload re-encoded within 960x640, lists it first and serves it with a fixed type', async () => {
    const res = await send(await photo(1500, 1000).jpeg().toBuffer());
    expect(res.statusCode, res.body).toBe(200);
    const { file } = res.json() as { file: MediaFile };
    expect(Object.keys(file).sort()).toEqual(KEYS);
    expect(file).toMatchObject({ xsize: 960, ysize: 640, alt: '' });
    expect(file.url).toBe(`/images/mediafile/${file.name}`);
    expect(file.thumb).toBe(`/images/mediafile/thumb/${file.name}`);
    expect((await list(0, 50)).slice[0]).toEqual(file);
    for (const [url, width] of [
      [file.url, 960],
      [file.thumb, 240],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    expect((await history(file.id)).map((h) => h.action)).toEqual(['create']);
  });

  it('refuses a file that is not an image whatever its name, keeping nothing', async () => {
    const before = mediaFiles();
    const res = await send(Buffer.from(`<?php echo 1; ?>${' '.repeat(2000)}`), 'shell.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { file: [WRONG] } });
    expect(mediaFiles()).toEqual(before);
  });

  it('pages newest first across blocks and deletions, as a plain OFFSET query would', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 1100; i++)
        await insertMediaFile(trx, { hash: crypto.randomUUID(), fileType: 'png', size: 2000, width: 30, height: 20 }, Date.now());
    });
    const ids = (await t.app.db.selectFrom('media_files').select('id').orderBy('id').execute()).map((r) => r.id);
    for (const id of [ids[3], ids[500], ids[1024], ids[1050]])
      expect((await admin.post('/api/admin/mediafile/delete', { form: { mediaFileId: id } })).statusCode).toBe(200);
    const expected = (await t.app.db.selectFrom('media_files').select('id').orderBy('id', 'desc').execute()).map((r) => r.id);
    for (const [page, size] of [
      [0, 50],
      [1, 50],
      [9, 50],
      [20, 50],
      [21, 50],
      [5, 200],
      [1, 1000 - 1],
    ] as const) {
      if (size > 200) continue;
      const answer = await list(page, size);
      expect(answer.total).toBe(expected.length);
      expect(answer.slice.map((f) => f.id)).toEqual(expected.slice(page * size, page * size + size));
    }
    expect((await admin.get('/api/admin/mediafile/list?page=0&size=201')).statusCode).toBe(400);
  });

  it('saves the alt text with its history; too long, unknown or stale saves are refused', async () => {
    const [file] = (await list(0, 1)).slice;
    const save = (form: Record<string, string | number>, headers?: Record<string, string>) =>
      admin.post('/api/admin/mediafile/alt', { form, headers });
    const saved = await save({ imgId: file.id, alt: ' Операционная <b>клиники</b> ' }, { 'if-match': `"${file.updated}"` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().file).toMatchObject({ id: file.id, alt: 'Операционная клиники' });
    expect((await history(file.id))[0]).toMatchObject({
      action: 'update',
      changes: { alt: ['', 'Операционная клиники'] },
    });
    const stale = await save({ imgId: file.id, alt: 'Другая' }, { 'if-match': `"${file.updated}"` });
    expect(stale.statusCode).toBe(409);
    const long = await save({ imgId: file.id, alt: 'а'.repeat(257) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: { alt: ['Максимальная длина — 256'] } });
    const unknown = await save({ imgId: 999999, alt: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error)).toEqual(['imgId']);
  });

  it('lists the articles using an image, refuses its delete while one does, then removes it after the commit', async () => {
    const res = await send(await photo(900, 600).png().toBuffer(), 'scan.png', 'image/png');
    const { file } = res.json() as { file: MediaFile };
    const articleId = await addArticle(file.id, 'used-image');
    await t.app.db
      .insertInto('article_hubs')
      .values({
        article_id: articleId,
        hub_id: (
          await t.app.db
            .insertInto('hubs')
            .values({ slug: 'media-hub', priority: 0, created: 1, updated: 1 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      })
      .execute();
    const used = (await admin.get(`/api/admin/articles/list?page=0&size=15&mediaId=${file.id}`)).json();
    expect(used.total).toBe(1);
    expect(used.slice[0]).toMatchObject({
      id: articleId,
      typ: 'ARTICLE',
      slug: 'used-image',
      imageName: file.name,
      categories: '{}',
      hubs: expect.stringMatching(/^\{\d+\}$/),
    });
    expect((await admin.get('/api/admin/articles/list?mediaId=1&typ=NOPE')).statusCode).toBe(400);

    const refused = await admin.post('/api/admin/mediafile/delete', { form: { mediaFileId: file.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/используется в статьях/);
    expect((await t.app.inject({ method: 'GET', url: file.thumb })).statusCode).toBe(200);

    await t.app.db.deleteFrom('articles').where('id', '=', articleId).execute();
    const deleted = await admin.post('/api/admin/mediafile/delete', { form: { mediaFileId: file.id } });
    expect(deleted.statusCode).toBe(200);
    expect(mediaFiles().filter((f) => f.includes(file.name.split('.')[0]))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await history(file.id))[0].action).toBe('delete');
    expect((await admin.post('/api/admin/mediafile/delete', { form: { mediaFileId: file.id } })).statusCode).toBe(404);
  });

  it('stores an image pasted into rich text (JSON base64) as a media file and answers its location', async () => {
    const png = await photo(400, 300).png().toBuffer();
    const res = await admin.post('/images/mediafile', {
      json: { fileName: 'pasted.png', blob: {}, base64: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { location } = res.json() as { location: string };
    expect(location).toMatch(/^\/images\/mediafile\/[0-9a-f-]{36}\.png$/);
    expect((await list(0, 1)).slice[0].url).toBe(location);
    const served = await t.app.inject({ method: 'GET', url: location });
    expect(served.headers['content-type']).toBe('image/png');
    const wrong = await admin.post('/images/mediafile', {
      json: { fileName: 'a.png', base64: Buffer.from('x'.repeat(3000)).toString('base64') },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { base64: [WRONG] } });
  });

  it('takes a pasted image whose JSON body is over the app’s 1 MB body limit (the call’s own limit is 10 MB of image)', async () => {
    const noise = Buffer.from(Array.from({ length: 700 * 600 * 3 }, () => Math.floor(Math.random() * 256)));
    const png = await sharp(noise, { raw: { width: 700, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const base64 = png.toString('base64');
    expect(base64.length).toBeGreaterThan(1_048_576);
    const res = await admin.post('/images/mediafile', { json: { fileName: 'big.png', blob: {}, base64 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(0, 1)).slice[0].url).toBe(res.json().location);
  });

  it('lets the content staff (ADMIN, REDACTOR) use the library and paste images, not the MANAGER', async () => {
    const manager = new Client(t.app);
    await manager.login(ACCOUNTS.MANAGER, PASSWORD);
    expect((await manager.get('/api/admin/mediafile/list')).statusCode).toBe(403);
    const redactor = new Client(t.app);
    await redactor.login(ACCOUNTS.REDACTOR, PASSWORD);
    expect((await redactor.get('/api/admin/mediafile/list')).statusCode).toBe(200);
    const gif = await photo(100, 80).gif().toBuffer();
    expect((await redactor.post('/images/mediafile', { json: { fileName: 'a.gif', base64: gif.toString('base64') } })).statusCode).toBe(
      200,
    );
    expect((await manager.post('/images/mediafile', { json: { fileName: 'a.gif', base64: gif.toString('base64') } })).statusCode).toBe(403);
  });
});
