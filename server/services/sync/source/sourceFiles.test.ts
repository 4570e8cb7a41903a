// Catalogue file bytes from each kind of source: a directory's files/ folder, an HTTP base URL
// and the demo catalogue's drawn images.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFile } from './demo/demoFiles';
import { directorySource, httpSource } from './jsonLines';

const HASH = '8e1d6c1e-5a4b-8c3d-a2e1-0f9e8d7c6b5a';

describe('catalogue files', () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-files-'));
    mkdirSync(join(dir, 'files', 'picture'), { recursive: true });
    writeFileSync(
      join(dir, 'files', 'picture', `${HASH}.jpg`),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
        .jpeg()
        .toBuffer(),
    );
    server = createServer((request, response) => {
      if (request.url === '/files/picture/broken.jpg') return response.writeHead(500).end();
      let body: Buffer;
      try {
        body = readFileSync(join(dir, decodeURIComponent(request.url ?? '/')));
      } catch {
        return response.writeHead(404).end();
      }
      response.writeHead(200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads <dir>/files/<kind>/<hash>.<type>, null when absent or not a plain name', async () => {
    const source = directorySource(dir);
    expect((await source.file('picture', HASH, 'jpg'))?.equals(readFileSync(join(dir, 'files', 'picture', `${HASH}.jpg`)))).toBe(true);
    expect(await source.file('picture', HASH, 'png')).toBeNull();
    expect(await source.file('logo', HASH, 'jpg')).toBeNull();
    expect(await source.file('picture', '../../etc/passwd', 'jpg')).toBeNull();
    expect(await source.file('picture', HASH, 'jpg/../x')).toBeNull();
  });

  it('GETs <base>/files/<kind>/<hash>.<type>: 404 is none, other failures throw', async () => {
    const source = httpSource(base);
    expect((await source.file('picture', HASH, 'jpg'))?.length).toBeGreaterThan(0);
    expect(await source.file('picture', 'e0000000-0000-8000-a000-000000000000', 'jpg')).toBeNull();
    await expect(source.file('picture', 'broken', 'jpg')).rejects.toThrow(/HTTP 500/);
  });

  it('draws the same demo image for the same hash, in the asked type and the announced size', async () => {
    const first = await demoFile('picture', HASH, 'jpg');
    expect(first?.equals((await demoFile('picture', HASH, 'jpg')) as Buffer)).toBe(true);
    expect(first?.equals((await demoFile('picture', HASH.replace('8e', '8f'), 'jpg')) as Buffer)).toBe(false);
    expect(await sharp(first as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(await sharp((await demoFile('logo', HASH, 'png')) as Buffer).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 512,
    });
    expect(await demoFile('logo', HASH, 'svg')).toBeNull();
  });
});
