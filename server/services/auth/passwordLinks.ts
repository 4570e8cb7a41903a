// Password links: a restore link for "forgot password", a confirmation link for new accounts,
// and setting the password from either. Links are built from PUBLIC_URL, never from the Host
// header, so a forged Host cannot redirect a link to another site.
import type { FastifyInstance } from 'fastify';
import { consumeToken, findTokenUser, issueToken, type TokenPurpose } from '../../repositories/authTokens';
import { mailTemplates } from '../mail/templates';
import { hashPassword } from '../passwords';
import { changePassword } from './accounts';

const PAGE: Record<TokenPurpose, string> = { restore: 'restorepassword', confirm: 'confirmemail' };

export async function sendPasswordLink(
  app: FastifyInstance,
  user: { id: number; email: string; lang: 'ru' | 'en' },
  purpose: TokenPurpose,
): Promise<void> {
  const secret = await issueToken(app.db, user.id, purpose);
  const link = `${app.config.publicUrl}/${PAGE[purpose]}/${secret}`;
  await app.mailer.send({ to: user.email, ...mailTemplates[purpose][user.lang](link) });
}

/** The e-mail a live link belongs to, or undefined for an unknown, used or expired link. */
export async function linkEmail(app: FastifyInstance, secret: string, purpose: TokenPurpose) {
  return (await findTokenUser(app.db, secret, purpose))?.email;
}

/** Sets the password from a link, once: false when the link is not (or no longer) valid. The
 * history records it as the link's user acting from `ip`. */
export async function setPasswordFromLink(app: FastifyInstance, secret: string, purpose: TokenPurpose, password: string, ip: string) {
  const token = await findTokenUser(app.db, secret, purpose);
  if (!token) return false;
  const passwordHash = await hashPassword(password);
  const changed = await app.db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, token.token_hash))) return false;
    const actor = { userId: token.id, email: token.email, ip };
    await changePassword(trx, actor, token.id, passwordHash, purpose === 'confirm');
    return true;
  });
  // A new password ends every session, and with them their live sockets.
  if (changed) await app.live.publish({ type: 'user-sessions-ended', userId: token.id });
  return changed;
}
