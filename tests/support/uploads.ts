// File uploads for the API suites: multipart bodies with one binary file part, sent like the
// browser (cookies and the CSRF header), real images made with sharp, and a listing of the
// files a test app has on disk.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { Client } from './client';

export type FilePart = { name?: string; filename: string; contentType: string; content: Buffer };

function fileForm(fields: Record<string, string>, file?: FilePart, fileFirst = false) {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const text = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const binary = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\n` +
            `Content-Type: ${file.contentType}\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = fileFirst ? [...binary, ...text] : [...text, ...binary];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs (or PUTs) a multipart body with a file part as the signed-in client. */
export async function upload(
  client: Client,
  url: string,
  fields: Record<string, string>,
  file?: FilePart,
  options: { csrf?: boolean; fileFirst?: boolean; method?: 'POST' | 'PUT'; headers?: Record<string, string> } = {},
) {
  const { payload, contentType } = fileForm(fields, file, options.fileFirst);
  const headers: Record<string, string> = {
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'content-type': contentType,
    ...options.headers,
  };
  if (options.csrf !== false) headers['x-xsrf-token'] = await client.csrf();
  return client.app.inject({ method: options.method ?? 'POST', url, headers, payload });
}

/** A photo-like image (smooth colours plus grain, so that it compresses like a photo). */
export function photo(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e9c46a"/></svg>`;
  const grain = { width, height, channels: 3 as const, background: '#808080', noise: { type: 'gaussian' as const, mean: 128, sigma: 24 } };
  return sharp(Buffer.from(svg)).composite([{ input: { create: grain }, blend: 'overlay' }]);
}

export const images = {
  jpg: () => photo(1600, 1200).jpeg({ quality: 85 }).toBuffer(),
  png: () => photo(400, 300).png().toBuffer(),
  gif: () => photo(200, 150).gif().toBuffer(),
  webp: () => photo(640, 480).webp().toBuffer(),
};

export const CONTENT_TYPE = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;

/** Every file under `dir`, relative to it (temporary ones included). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}
