// An S3-compatible server for the tests (s3rver on a free loopback port, in a temporary folder):
// S3_URL values for new buckets, and a client to look inside them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { parseS3Url, s3Client } from '../../server/services/files/s3Storage';

export async function startS3rver() {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  /** s3rver checks signatures against its fixed key pair. */
  const url = (bucket: string) => `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`;
  const s3 = s3Client(parseS3Url(url('any')));
  return {
    server,
    s3,
    url,
    /** A new empty bucket, so that each test lists only what it stored. */
    async newBucket(): Promise<string> {
      const bucket = `test-${randomBytes(6).toString('hex')}`;
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async close() {
      s3.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
