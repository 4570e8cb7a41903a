// Preview links (GET /api/admin/getclinicpreviewhash/{hash}, getdoctorpreviewhash/{hash}): a random
// token, stored as a digest for 10 minutes, opening PUBLIC_PORTAL_URL's preview when configured, else this server's page.
import type { FastifyInstance } from 'fastify';
import { type PreviewKind, savePreviewToken } from '../../repositories/previewTokens';
import { digest, newSecret } from '../tokens';

const PREVIEW_TTL_MS = 10 * 60_000;

export async function previewLink(
  app: FastifyInstance,
  ownerId: number,
  kind: PreviewKind = 'CLINIC',
): Promise<{ token: string; url: string }> {
  const token = newSecret();
  await savePreviewToken(app.db, digest(token), kind, ownerId, PREVIEW_TTL_MS);
  const base = app.config.publicPortalUrl ?? app.config.publicUrl;
  return { token, url: `${base}/preview/${kind.toLowerCase()}/${token}` };
}
