// What every file store owes the app (the `Storage` interface of server/services/files/storage.ts):
// whole objects or nothing, generated keys only, no leftovers. Run on the local disk by
// storage.test.ts and on an S3-compatible server by tests/api/s3Storage.test.ts.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { newFileHash, type Storage } from '../../server/services/files/storage';

/** A fresh, empty store, where its temporary files go, and how to remove it all. */
export type StoreUnderTest = { storage: Storage; tempDir: string; close(): Promise<void> };

async function read(body: AsyncIterable<unknown> | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function storageCases(open: () => Promise<StoreUnderTest>) {
  let store: StoreUnderTest;
  let storage: Storage;
  const leftovers = () => (existsSync(store.tempDir) ? readdirSync(store.tempDir) : []);
  beforeEach(async () => {
    store = await open();
    storage = store.storage;
  });
  afterEach(() => store.close());

  it('puts, reads, streams and deletes buffers and streams', async () => {
    const key = `picture/thumb/${newFileHash()}.jpg`;
    await storage.put(key, Buffer.from('first'));
    expect((await storage.get(key))?.toString()).toBe('first');
    await storage.put(key, Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
    const stored = await storage.stream(key);
    expect(stored?.size).toBe(6);
    expect((await read(stored?.body)).toString()).toBe('second');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    expect(leftovers()).toEqual([]);
  });

  it('stores an object larger than one multipart part (5 MB) whole', async () => {
    const key = `private/document/${newFileHash()}.pdf`;
    const big = Buffer.alloc(6 * 1_048_576 + 7, 'x');
    big.write('end', big.length - 3);
    await storage.put(key, Readable.from([big.subarray(0, 1000), big.subarray(1000)]));
    const stored = await storage.stream(key);
    expect(stored?.size).toBe(big.length);
    expect((await read(stored?.body)).equals(big)).toBe(true);
  });

  it('leaves no temporary file when a stream fails, and keeps the previous object', async () => {
    const key = `logo/${newFileHash()}.png`;
    await storage.put(key, Buffer.from('kept'));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('client went away');
    expect((await storage.get(key))?.toString()).toBe('kept');
    expect(leftovers()).toEqual([]);
  });

  it('moves a temporary file into place, and lists stored keys without temporary ones', async () => {
    const key = `private/picture/${newFileHash()}.jpg`;
    const temp = await storage.tempFile();
    writeFileSync(temp, 'as sent');
    await storage.putFile(key, temp);
    expect(existsSync(temp)).toBe(false);
    expect((await storage.get(key))?.toString()).toBe('as sent');
    await storage.put(`picture/thumb/${newFileHash()}.jpg`, Buffer.from('t'));
    const inFlight = await storage.tempFile();
    writeFileSync(inFlight, 'in flight');
    const listed: string[] = [];
    for await (const stored of storage.list()) {
      expect(stored.modified).toBeGreaterThan(Date.now() - 60_000);
      listed.push(stored.key);
    }
    expect(listed.sort()).toEqual([expect.stringMatching(/^picture\/thumb\//), key]);
    const temporary: { path: string; name: string }[] = [];
    for await (const { path, name } of storage.temporary()) temporary.push({ path, name });
    expect(temporary).toEqual([{ path: inFlight, name: expect.stringMatching(/^\.tmp\/[0-9a-f-]{36}$/) }]);
  });

  it('refuses keys that are not generated names', async () => {
    for (const key of ['../secret.jpg', 'picture/../../x.jpg', 'picture/photo.jpg', `picture/${newFileHash()}.jpg/x`, '/etc/passwd']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
}
