// Random secrets and their stored digests: cookies and links carry the secret, the database
// only its SHA-256, so a leaked table cannot be replayed.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

export const newSecret = () => randomBytes(32).toString('base64url');
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const newHash = () => randomUUID();

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
