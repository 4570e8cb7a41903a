// The application's file store: an S3-compatible bucket when S3_URL is set, else DATA_DIR/files
// on the local disk. Uploads in flight are under DATA_DIR/files/.tmp either way.
import { join } from 'node:path';
import type { Config } from '../../config';
import { parseS3Url, S3Storage } from './s3Storage';
import { LocalDiskStorage, type Storage } from './storage';

/** One store per configuration, so that the routes share one S3 client and its connections. */
const opened = new WeakMap<object, Storage>();

export function openStorage(config: Pick<Config, 'dataDir' | 's3Url'>): Storage {
  const found = opened.get(config);
  if (found) return found;
  const root = join(config.dataDir, 'files');
  const storage = config.s3Url ? new S3Storage(parseS3Url(config.s3Url), root) : new LocalDiskStorage(root);
  opened.set(config, storage);
  return storage;
}
