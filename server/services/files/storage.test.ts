// The local disk store: whole objects or nothing, generated keys only, no leftovers.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage, newFileHash } from './storage';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storage-test-'));
    storage = new LocalDiskStorage(join(root, 'files'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('puts, reads, streams and deletes buffers and streams', async () => {
    const key = `picture/thumb/${newFileHash()}.jpg`;
    await storage.put(key, Buffer.from('first'));
    expect((await storage.get(key))?.toString()).toBe('first');
    await storage.put(key, Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
    const stored = await storage.stream(key);
    expect(stored?.size).toBe(6);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('second');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    expect(readdirSync(storage.tempDir)).toEqual([]);
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
    expect(readdirSync(storage.tempDir)).toEqual([]);
  });

  it('moves a temporary file into place, and lists stored keys without temporary ones', async () => {
    const key = `private/picture/${newFileHash()}.jpg`;
    const temp = await storage.tempFile();
    writeFileSync(temp, 'as sent');
    await storage.putFile(key, temp);
    expect(existsSync(temp)).toBe(false);
    expect((await storage.get(key))?.toString()).toBe('as sent');
    await storage.put(`picture/thumb/${newFileHash()}.jpg`, Buffer.from('t'));
    writeFileSync(await storage.tempFile(), 'in flight');
    const listed: string[] = [];
    for await (const stored of storage.list()) {
      expect(stored.modified).toBeGreaterThan(Date.now() - 60_000);
      listed.push(stored.key);
    }
    expect(listed.sort()).toEqual([expect.stringMatching(/^picture\/thumb\//), key]);
    const temporary: string[] = [];
    for await (const file of storage.temporary()) temporary.push(file.path);
    expect(temporary).toHaveLength(1);
  });

  it('refuses keys that are not generated names', async () => {
    for (const key of ['../secret.jpg', 'picture/../../x.jpg', 'picture/photo.jpg', `picture/${newFileHash()}.jpg/x`, '/etc/passwd']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
    }
  });

  it('generates uuid-shaped, distinct names', () => {
    const names = new Set(Array.from({ length: 100 }, newFileHash));
    expect(names.size).toBe(100);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
