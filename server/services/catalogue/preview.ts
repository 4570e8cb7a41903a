// Preview links (GET /api/admin/getclinicpreviewhash/{hash}): a random token, stored as a digest
// for 10 minutes, opening PUBLIC_PORTAL_URL's preview when configured, else this server's page.
import type { FastifyInstance } from 'fastify';
import { savePreviewToken } from '../../repositories/previewTokens';
import { digest, newSecret } from '../tokens';

const PREVIEW_TTL_MS = 10 * 60_000;

export async function previewLink(app: FastifyInstance, clinicId: number): Promise<{ token: string; url: string }> {
  const token = newSecret();
  await savePreviewToken(app.db, digest(token), 'CLINIC', clinicId, PREVIEW_TTL_MS);
  const base = app.config.publicPortalUrl ?? app.config.publicUrl;
  return { token, url: `${base}/preview/clinic/${token}` };
}
