// The local disk store against the behaviour every store owes (tests/support/storageCases.ts),
// and the generated names.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageCases } from '../../../tests/support/storageCases';
import { LocalDiskStorage, newFileHash } from './storage';

describe('LocalDiskStorage', () => {
  storageCases(async () => {
    const root = mkdtempSync(join(tmpdir(), 'storage-test-'));
    return {
      storage: new LocalDiskStorage(join(root, 'files')),
      tempDir: join(root, 'files', '.tmp'),
      close: () => rm(root, { recursive: true, force: true }),
    };
  });
});

describe('newFileHash', () => {
  it('generates uuid-shaped, distinct names', () => {
    const names = new Set(Array.from({ length: 100 }, newFileHash));
    expect(names.size).toBe(100);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
