// A clinic's own and catalogue logos on a synchronised demo catalogue, on every dialect: the
// answer shape, the catalogue logo served from the catalogue, upload (re-encoded within
// 1280x1280, the replaced files removed), delete, and the copy of the catalogue logo.
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueApp } from '../support/catalogue';
import { dialects } from '../support/testApp';
import { filesUnder, images, photo, upload } from '../support/uploads';

process.env.DEMO_CLINICS = '3';

type Logo = { hash: string; fileType: string; url: string } | null;
type Logos = { lLogo: Logo; mLogo: Logo };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(dialects())('clinic logo on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let withLogo: { id: number; hash: string };
  let without: { id: number; hash: string };
  let filesDir: string;
  const logos = async (hash: string) => (await t.admin.get(`/api/admin/cliniclogo/${hash}`)).json() as Logos;
  const png = async (width: number, height: number) => ({
    filename: 'logo.png',
    contentType: 'image/png',
    content: await photo(width, height).png().toBuffer(),
  });
  const marks = (clinicId: number) =>
    t.app.db.selectFrom('complete_edit').select(['lang', 'cd', 'rd']).where('clinic_id', '=', clinicId).where('section', '=', 11).execute();

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    const [a, b] = await t.app.db.selectFrom('clinics').select(['id', 'hash']).orderBy('id').limit(2).execute();
    const catalogue = { m_logo_hash: '4c0a3d52-7a41-8b20-a000-0123456789ab', m_logo_file_type: 'png' };
    await t.app.db.updateTable('clinics').set(catalogue).where('id', '=', a.id).execute();
    await t.app.db.updateTable('clinics').set({ m_logo_hash: null, m_logo_file_type: null }).where('id', '=', b.id).execute();
    [withLogo, without] = [a, b];
    filesDir = join(t.config.dataDir, 'files');
  });
  afterAll(() => t.close());

  it('answers the own and the catalogue logo, and serves the catalogue one from the catalogue', async () => {
    const res = await t.admin.get(`/api/admin/cliniclogo/${withLogo.hash}`);
    expect(res.statusCode).toBe(200);
    const { lLogo, mLogo } = res.json() as Logos;
    expect(lLogo).toBeNull();
    expect(mLogo).toEqual({
      hash: '4c0a3d52-7a41-8b20-a000-0123456789ab',
      fileType: 'png',
      url: '/images/logo/4c0a3d52-7a41-8b20-a000-0123456789ab.png',
    });
    const served = await t.app.inject({ method: 'GET', url: mLogo?.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect(await logos(without.hash)).toEqual({ lLogo: null, mLogo: null });
  });

  it('copies the catalogue logo into an own logo only once, and only when there is one', async () => {
    const res = await t.admin.post(`/api/admin/transferlogo/${withLogo.hash}`);
    expect(res.statusCode, res.body).toBe(200);
    const { lLogo, mLogo } = res.json() as Logos;
    expect(lLogo?.hash).not.toBe(mLogo?.hash);
    expect(lLogo).toMatchObject({ fileType: 'png', url: `/images/logo/${lLogo?.hash}.png` });
    const own = await t.app.inject({ method: 'GET', url: lLogo?.url as string });
    const catalogue = await t.app.inject({ method: 'GET', url: mLogo?.url as string });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(catalogue.rawPayload)).toBe(true);
    const again = await t.admin.post(`/api/admin/transferlogo/${withLogo.hash}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('У клиники уже есть свой логотип. Удалите его, чтобы перенести логотип из каталога');
    expect((await logos(withLogo.hash)).lLogo).toEqual(lLogo);
    const none = await t.admin.post(`/api/admin/transferlogo/${without.hash}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('В каталоге нет логотипа этой клиники');
    expect((await marks(withLogo.id)).length).toBe(2);
  });

  it('uploads an own logo within 1280x1280 and removes the one it replaced', async () => {
    const before = (await logos(withLogo.hash)).lLogo as NonNullable<Logo>;
    const res = await upload(t.admin, `/api/admin/cliniclogo/upload/${withLogo.hash}`, {}, await png(2000, 1500));
    expect(res.statusCode, res.body).toBe(200);
    const { lLogo, mLogo } = res.json() as Logos;
    expect(lLogo?.hash).not.toBe(before.hash);
    expect(mLogo?.hash).toBe('4c0a3d52-7a41-8b20-a000-0123456789ab');
    // No thumbnail proves a logo decodes, so its display image is made at upload time.
    expect(filesUnder(filesDir)).toEqual(expect.arrayContaining([`logo/${lLogo?.hash}.png`, `private/logo/${lLogo?.hash}.png`]));
    const served = await t.app.inject({ method: 'GET', url: lLogo?.url as string });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1280, height: 960 });
    expect(filesUnder(filesDir).filter((f) => f.includes(before.hash))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: before.url })).statusCode).toBe(404);
    const saved = await marks(withLogo.id);
    for (const m of saved) expect(Number(m.rd)).toBe(Number(m.cd) + 1);
  });

  it('refuses a logo that is not an image, and unknown or malformed clinics', async () => {
    const files = filesUnder(filesDir);
    const html = {
      filename: 'logo.png',
      contentType: 'image/png',
      content: Buffer.from('<html><script>alert(1)</script></html>'.padEnd(2048)),
    };
    const res = await upload(t.admin, `/api/admin/cliniclogo/upload/${without.hash}`, {}, html);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { file: ['Неверный формат/размер'] } });
    expect(filesUnder(filesDir)).toEqual(files);
    expect(await logos(without.hash)).toEqual({ lLogo: null, mLogo: null });
    expect((await upload(t.admin, `/api/admin/cliniclogo/upload/${UNKNOWN}`, {}, await png(100, 100))).statusCode).toBe(404);
    expect((await upload(t.admin, '/api/admin/cliniclogo/upload/x', {}, await png(100, 100))).statusCode).toBe(400);
    expect((await t.admin.get(`/api/admin/cliniclogo/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await t.admin.get('/api/admin/cliniclogo/x')).statusCode).toBe(400);
    expect((await t.admin.post(`/api/admin/transferlogo/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await t.admin.post('/api/admin/cliniclogo/delete', { json: { hash: 'x' } })).statusCode).toBe(400);
    expect((await t.admin.post('/api/admin/cliniclogo/delete', { json: { hash: UNKNOWN } })).statusCode).toBe(404);
  });

  it('accepts every allowed type as a logo', async () => {
    for (const type of ['jpg', 'gif', 'webp'] as const) {
      const file = { filename: `logo.${type}`, contentType: 'application/octet-stream', content: await images[type]() };
      const res = await upload(t.admin, `/api/admin/cliniclogo/upload/${without.hash}`, {}, file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().lLogo.fileType).toBe(type);
    }
  });

  it('deletes the own logo and its files, keeping the catalogue logo', async () => {
    const own = (await logos(withLogo.hash)).lLogo as NonNullable<Logo>;
    const res = await t.admin.post('/api/admin/cliniclogo/delete', { json: { hash: withLogo.hash } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lLogo: null, mLogo: { hash: '4c0a3d52-7a41-8b20-a000-0123456789ab' } });
    expect(filesUnder(filesDir).filter((f) => f.includes(own.hash))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: own.url })).statusCode).toBe(404);
    const twice = await t.admin.post('/api/admin/cliniclogo/delete', { json: { hash: withLogo.hash } });
    expect(twice.json()).toMatchObject({ lLogo: null });
    expect((await t.admin.post(`/api/admin/transferlogo/${withLogo.hash}`)).statusCode).toBe(200);
  });
});
