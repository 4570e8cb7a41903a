// A clinic's free files (the documents step) on a synchronised demo catalogue, on every dialect:
// the list, an upload of each accepted kind judged by content, refusals (a renamed executable, a
// wrong extension, a ZIP named .docx, an empty file, one byte over 20 MB: nothing kept on disk),
// the download under the original name, visibility, the delete of a local file and the refused
// delete of a catalogue file, each change with its history row and the section-5 mark; other
// roles, unknown clinics and files.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES } from '../../common/documents';
import { catalogueApp } from '../support/catalogue';
import { Client } from '../support/client';
import { documents, executable, zipOf } from '../support/documents';
import { dialects } from '../support/testApp';
import { filesUnder, upload } from '../support/uploads';
import { addUser, PASSWORD } from '../support/users';

process.env.DEMO_CLINICS = '3';

type FreeFile = {
  id: number;
  hash: string;
  name: string;
  size: number;
  fileType: string;
  origId: number | null;
  visible: boolean;
  url: string;
};
const KEYS = ['created', 'deleted', 'fileType', 'hash', 'id', 'name', 'origId', 'size', 'url', 'visible'];

describe.each(dialects())('free files on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let clinics: { id: number; hash: string }[];
  let filesDir: string;
  const list = async (hash: string) => (await t.admin.get(`/api/admin/clinicfreefiles/${hash}`)).json().files as FreeFile[];
  const send = (hash: string, filename: string, content: Buffer, client = t.admin) =>
    upload(client, '/api/admin/freefile/upload', { hash }, { filename, contentType: 'application/octet-stream', content });
  const documentFiles = () => filesUnder(filesDir).filter((f) => f.startsWith('document/') || f.startsWith('.tmp/'));
  const history = async (id: number) =>
    (await t.admin.get(`/api/admin/history?entity=documents&entityId=${id}`)).json().items as { action: string; changes: object }[];
  const marks = (clinicId: number) =>
    t.app.db.selectFrom('complete_edit').select(['lang', 'cd']).where('clinic_id', '=', clinicId).where('section', '=', 5).execute();

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    clinics = await t.app.db.selectFrom('clinics').select(['id', 'hash']).orderBy('id').execute();
    filesDir = join(t.config.dataDir, 'files');
  });
  afterAll(() => t.close());

  it('lists the catalogue files in the documented shape', async () => {
    const files = await list(clinics[0].hash);
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(files[0]).sort()).toEqual(KEYS);
    expect(files[0]).toMatchObject({ origId: expect.any(Number), visible: true, deleted: false });
    expect(files[0].url).toBe(`/api/admin/freefile/${files[0].hash}.${files[0].fileType}`);
  });

  it.each(DOCUMENT_EXTENSIONS)('accepts a .%s file by its content, with its history row and the section mark', async (ext) => {
    const content = await documents[ext]();
    const res = await send(clinics[1].hash, `Документ клиники.${ext}`, content);
    expect(res.statusCode, res.body).toBe(200);
    const { file } = res.json() as { file: FreeFile };
    expect(file).toMatchObject({ name: `Документ клиники.${ext}`, fileType: ext, size: content.length, origId: null, visible: true });
    expect((await list(clinics[1].hash)).map((f) => f.id)).toContain(file.id);
    expect((await history(file.id)).map((h) => h.action)).toEqual(['create']);
    expect((await marks(clinics[1].id)).map((m) => m.lang).sort()).toEqual(['EN', 'RU']);
  });

  it('refuses a renamed executable, a wrong extension, a ZIP named .docx and an empty file, keeping nothing', async () => {
    const before = await list(clinics[2].hash);
    const refusals: [string, Buffer, RegExp][] = [
      ['report.pdf', executable(), /Содержимое файла не похоже на PDF/],
      ['notes.txt', executable(), /не похоже на TXT/],
      ['setup.exe', executable(), /Такие файлы не принимаются. Можно загрузить: PDF, XLS, XLSX, DOC, DOCX, TXT, ZIP, RAR, 7Z/],
      ['letter.docx', zipOf(['readme.txt']), /не похоже на DOCX/],
      ['photo.png', await documents.jpg(), /не похоже на PNG/],
      ['empty.txt', Buffer.alloc(0), /Файл пустой/],
    ];
    for (const [name, content, message] of refusals) {
      const res = await send(clinics[2].hash, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.file.join(' '), name).toMatch(message);
    }
    expect(await list(clinics[2].hash)).toEqual(before);
    expect(documentFiles()).toEqual(documentFiles().filter((f) => f.startsWith('document/')));
  });

  it('answers 413 for one byte over 20 MB and leaves nothing on disk', async () => {
    const stored = documentFiles();
    const res = await send(clinics[2].hash, 'big.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(DOCUMENT_MAX_BYTES - 8)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Файл больше 20 МБ');
    expect(documentFiles()).toEqual(stored);
  });

  it('downloads a file under its original name, with its bytes and a fixed type', async () => {
    const content = await documents.pdf();
    const { file } = (await send(clinics[1].hash, 'Прайс-лист 2026.pdf', content)).json() as { file: FreeFile };
    const res = await t.admin.get(file.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_____-____ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Прайс-лист 2026.pdf')}`,
    );
    expect(res.rawPayload.equals(content)).toBe(true);
    expect((await t.admin.get(file.url.replace('.pdf', '.txt'))).statusCode).toBe(404);
  });

  it('downloads a catalogue file read from the catalogue on its first download', async () => {
    const files = await list(clinics[0].hash);
    for (const file of files) {
      const res = await t.admin.get(file.url);
      expect(res.statusCode, file.name).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
      expect(res.body).toContain(file.hash);
      expect(documentFiles()).toContain(`document/${file.hash}.${file.fileType}`);
    }
  });

  it('hides and shows a file, recording each change', async () => {
    const [file] = await list(clinics[0].hash);
    const hidden = await t.admin.post('/api/admin/togglefreefile', { form: { hash: clinics[0].hash, id: file.id, visible: 'false' } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((hidden.json().files as FreeFile[]).find((f) => f.id === file.id)?.visible).toBe(false);
    await t.admin.post('/api/admin/togglefreefile', { form: { hash: clinics[0].hash, id: file.id, visible: 'true' } });
    expect((await list(clinics[0].hash)).find((f) => f.id === file.id)?.visible).toBe(true);
    const changes = (await history(file.id)).map((h) => h.changes);
    expect(changes).toEqual([{ visible: [false, true] }, { visible: [true, false] }]);
    expect((await marks(clinics[0].id)).length).toBe(2);
    const foreign = await t.admin.post('/api/admin/togglefreefile', { form: { hash: clinics[1].hash, id: file.id, visible: 'false' } });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses to delete a catalogue file and deletes a local one with its bytes', async () => {
    const [catalogue] = await list(clinics[0].hash);
    const refused = await t.admin.post('/api/admin/freefile/delete', { json: { hash: catalogue.hash } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Это файл из каталога: его нельзя удалить здесь, можно только скрыть');
    expect((await list(clinics[0].hash)).map((f) => f.id)).toContain(catalogue.id);

    const { file } = (await send(clinics[0].hash, 'справка.txt', await documents.txt())).json() as { file: FreeFile };
    expect(documentFiles()).toContain(`document/${file.hash}.txt`);
    const res = await t.admin.post('/api/admin/freefile/delete', { json: { hash: file.hash } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().files as FreeFile[]).map((f) => f.id)).not.toContain(file.id);
    expect(documentFiles()).not.toContain(`document/${file.hash}.txt`);
    expect((await t.admin.get(file.url)).statusCode).toBe(404);
    expect((await history(file.id)).map((h) => h.action)).toEqual(['delete', 'create']);
  });

  it('refuses other roles, unknown clinics and files', async () => {
    const manager = new Client(t.app);
    await addUser(t.app, 'manager-docs@test.local', ['MANAGER']);
    await manager.login('manager-docs@test.local', PASSWORD);
    expect((await manager.get(`/api/admin/clinicfreefiles/${clinics[0].hash}`)).statusCode).toBe(403);
    expect((await send(clinics[0].hash, 'a.pdf', await documents.pdf(), manager)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.admin.get(`/api/admin/clinicfreefiles/${unknown}`)).statusCode).toBe(404);
    expect((await send(unknown, 'a.pdf', await documents.pdf())).statusCode).toBe(404);
    expect((await t.admin.post('/api/admin/freefile/delete', { json: { hash: unknown } })).statusCode).toBe(404);
    expect((await t.admin.get(`/api/admin/freefile/${unknown}.pdf`)).statusCode).toBe(404);
    expect(documentFiles().filter((f) => f.startsWith('.tmp/'))).toEqual([]);
  });
});
