// Files in an S3-compatible object store (S3_URL): the same keys as on the local disk, as object
// names in one bucket. Uploads in flight stay on the local disk (DATA_DIR/files/.tmp), where they
// are judged before putFile sends them.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, isStorageKey, type Storage, type StoredKey, type StoredStream, type TempFile, TempFiles } from './storage';

export type S3Location = {
  endpoint: string;
  bucket: string;
  region: string;
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID..., an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Never echoes the URL: it carries the secret key. */
const FORMAT = 'S3_URL must look like http(s)://KEY:SECRET@host[:port]/bucket[?region=us-east-1]';

/** `http(s)://KEY:SECRET@host[:port]/bucket[?region=…]`; key and secret percent-encoded. */
export function parseS3Url(text: string): S3Location {
  const url = URL.parse(text);
  const path = url?.pathname.split('/').filter(Boolean) ?? [];
  const extra = [...(url?.searchParams.keys() ?? [])].filter((name) => name !== 'region');
  if (!url || !['http:', 'https:'].includes(url.protocol) || path.length !== 1 || extra.length > 0) throw new Error(FORMAT);
  if (Boolean(url.username) !== Boolean(url.password)) throw new Error(`${FORMAT}: KEY and SECRET go together`);
  return {
    endpoint: url.origin,
    bucket: decodeURIComponent(path[0]),
    region: url.searchParams.get('region') || 'us-east-1',
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}

/** A missing object: GetObject says NoSuchKey, HeadObject (no body) only its 404 as NotFound. */
const missing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

export function s3Client({ endpoint, region, credentials }: S3Location): S3Client {
  return new S3Client({
    endpoint,
    region,
    credentials,
    // Bucket in the path: most self-hosted servers have no wildcard DNS for bucket.host names.
    forcePathStyle: true,
    // The SDK's default checksums (aws-chunked bodies with trailers) are refused or mangled by
    // many S3-compatible servers; S3 itself does not require them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export class S3Storage implements Storage {
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly temp: TempFiles;

  constructor(location: S3Location, filesRoot: string) {
    this.bucket = location.bucket;
    this.client = s3Client(location);
    this.temp = new TempFiles(filesRoot);
  }

  tempFile(): Promise<string> {
    return this.temp.file();
  }

  temporary(): AsyncIterable<TempFile> {
    return this.temp.list();
  }

  /** One PUT (multipart above 5 MB, aborted on failure): an object appears whole or not at all. */
  async put(key: string, body: Buffer | Readable): Promise<void> {
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: checkedKey(key), Body: body } }).done();
  }

  async putFile(key: string, path: string): Promise<void> {
    await this.put(key, createReadStream(path));
    await rm(path, { force: true });
  }

  private async object(key: string): Promise<GetObjectCommandOutput | null> {
    return this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) })).catch((error) => {
      if (missing(error)) return null;
      throw error;
    });
  }

  async get(key: string): Promise<Buffer | null> {
    const object = await this.object(key);
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  }

  async stream(key: string): Promise<StoredStream | null> {
    const object = await this.object(key);
    // On Node the body is the HTTP response itself, a Readable.
    return object?.Body ? { body: object.Body as Readable, size: object.ContentLength ?? 0 } : null;
  }

  async exists(key: string): Promise<boolean> {
    return this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) })).then(
      () => true,
      (error) => {
        if (missing(error)) return false;
        throw error;
      },
    );
  }

  /** S3 answers a delete of an absent key with success already. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  /** An object without a date counts as new: `files sweep` then never removes it on a guess. */
  async *list(): AsyncIterable<StoredKey> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const { Key: key, LastModified: modified } of page.Contents ?? [])
        if (key && isStorageKey(key)) yield { key, modified: modified?.getTime() ?? Date.now() };
    }
  }
}
