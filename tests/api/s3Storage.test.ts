// Files on an S3-compatible server (s3rver, started here on a free loopback port; nothing to skip
// in CI): the behaviour every store owes (tests/support/storageCases.ts), S3_URL's format, and the
// app with S3_URL set, whose uploaded image is stored in the bucket and served from it.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStorage } from '../../server/services/files/openStorage';
import { parseS3Url, S3Storage } from '../../server/services/files/s3Storage';
import { newFileHash } from '../../server/services/files/storage';
import { Client } from '../support/client';
import { startS3rver } from '../support/s3rver';
import { storageCases } from '../support/storageCases';
import { createTestApp, dialects } from '../support/testApp';
import { filesUnder, photo, upload } from '../support/uploads';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

let s3rver: Awaited<ReturnType<typeof startS3rver>>;
let s3: S3Client;
/** The headers of every request s3rver received. */
const received: IncomingHttpHeaders[] = [];
const s3Url = (bucket: string) => s3rver.url(bucket);
const newBucket = () => s3rver.newBucket();

beforeAll(async () => {
  s3rver = await startS3rver();
  s3rver.server.httpServer.on('request', (request: IncomingMessage) => received.push(request.headers));
  s3 = s3rver.s3;
});
afterAll(() => s3rver.close());

describe('S3Storage', () => {
  storageCases(async () => {
    const root = mkdtempSync(join(tmpdir(), 's3-storage-test-'));
    return {
      storage: new S3Storage(parseS3Url(s3Url(await newBucket())), join(root, 'files')),
      tempDir: join(root, 'files', '.tmp'),
      close: () => rm(root, { recursive: true, force: true }),
    };
  });
});

describe('S3Storage on the wire', () => {
  it('sends no flexible checksums and no aws-chunked bodies, which many S3-compatible servers refuse', async () => {
    const root = mkdtempSync(join(tmpdir(), 's3-storage-test-'));
    const storage = new S3Storage(parseS3Url(s3Url(await newBucket())), join(root, 'files'));
    const key = `private/document/${newFileHash()}.pdf`;
    const from = received.length;
    await storage.put(key, Buffer.from('buffer'));
    await storage.put(key, Readable.from([Buffer.alloc(6 * 1_048_576, 'x')]));
    const temp = await storage.tempFile();
    writeFileSync(temp, 'file');
    await storage.putFile(key, temp);
    expect(existsSync(temp)).toBe(false);
    // s3rver answers a PUT once the body has passed its hash, before its file stream has written
    // it (stores/filesystem.js putObject), so a GET at once may read a file still being written.
    await vi.waitFor(async () => expect((await storage.get(key))?.toString()).toBe('file'), { timeout: 2000 });
    const sent = received.slice(from);
    // Two plain PUTs, a multipart upload (create, two parts, complete) and a GET.
    expect(sent.length).toBeGreaterThanOrEqual(7);
    for (const headers of sent) {
      expect(Object.keys(headers).filter((name) => /checksum/.test(name))).toEqual([]);
      expect(headers['content-encoding'] ?? '').not.toMatch(/aws-chunked/);
      expect(headers['x-amz-content-sha256'] ?? '').not.toMatch(/^STREAMING-/);
    }
    await rm(root, { recursive: true, force: true });
  });
});

describe('S3_URL', () => {
  it('gives the endpoint, bucket, region and percent-encoded key pair', () => {
    expect(parseS3Url('https://AKIA%2B1:se%2Fcret@s3.example.com:9000/media?region=eu-central-1')).toEqual({
      endpoint: 'https://s3.example.com:9000',
      bucket: 'media',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIA+1', secretAccessKey: 'se/cret' },
    });
    // No key pair: the SDK's own chain (environment, instance role) and the default region.
    expect(parseS3Url('http://127.0.0.1:9000/media')).toEqual({ endpoint: 'http://127.0.0.1:9000', bucket: 'media', region: 'us-east-1' });
  });

  it('refuses anything else without repeating the secret', () => {
    for (const url of [
      'ftp://key:s3cret@host/media',
      'http://key:s3cret@host/',
      'http://key:s3cret@host/media/prefix',
      'http://key:s3cret@host/media?regoin=eu-central-1',
      'http://key@host/media',
      'key:s3cret@host/media',
    ]) {
      expect(() => parseS3Url(url), url).toThrow(/^S3_URL must look like http\(s\):\/\/KEY:SECRET@host/);
      expect(() => parseS3Url(url), url).not.toThrow(/s3cret/);
    }
  });
});

describe.each(dialects())('the app with S3_URL on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let bucket: string;
  beforeAll(async () => {
    bucket = await newBucket();
    t = await createTestApp(dialect, { s3Url: s3Url(bucket) });
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
  });
  afterAll(() => t.close());

  it('stores a media image in the bucket, renders it from there and serves the stored bytes', async () => {
    const content = await photo(1500, 1000).jpeg().toBuffer();
    const res = await upload(admin, '/api/admin/mediafile/upload', {}, { filename: 'photo.jpg', contentType: 'image/jpeg', content });
    expect(res.statusCode, res.body).toBe(200);
    const { file } = res.json() as { file: { name: string; url: string } };
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);

    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `mediafile/${file.name}` }));
    expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).equals(served.rawPayload)).toBe(true);
    const keys: string[] = [];
    for await (const { key } of openStorage(t.config).list()) keys.push(key);
    expect(keys.sort()).toEqual([`mediafile/${file.name}`, `mediafile/thumb/${file.name}`, `private/mediafile/${file.name}`]);
    // The upload was received on the local disk and is gone from it.
    expect(filesUnder(join(t.config.dataDir, 'files'))).toEqual([]);
  });
});
