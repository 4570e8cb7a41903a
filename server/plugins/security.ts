// Security headers on every answer. The policy allows only this origin's scripts; MUI's
// emotion injects <style> tags at run time, hence 'unsafe-inline' for styles only.
// @fastify/helmet builds helmet's middleware again on every request (the policy is parsed and
// checked each time, a large share of a small API call): the headers do not depend on the
// request, so helmet answers one request of a bare instance at start and its headers are set as
// they are on every answer. They are set on the reply, which writes all its headers at once: set
// on the raw response, they made Node take every other header through setHeader one by one (a
// check and an allocation each, about a tenth of a cached list page's time).

import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RICH_TEXT_VIDEO_HOSTS } from '../../common/richText';

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The rich-text allow-list takes images from any https address (common/richText.ts).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The video players the rich-text allow-list keeps (the editor inserts youtube-nocookie).
      frameSrc: ["'self'", ...RICH_TEXT_VIDEO_HOSTS.map((host) => `https://${host}`), 'https://rutube.ru'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false as const,
};

/** The headers helmet sends with these options, by name. */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', (_request, reply) => reply.send());
  const bare = Fastify({ logger: false });
  bare.get('/', (_request, reply) => reply.send());
  const [secured, plain] = await Promise.all([probe.inject('/'), bare.inject('/')]);
  await Promise.all([probe.close(), bare.close()]);
  return Object.fromEntries(
    Object.entries(secured.headers)
      .filter(([name]) => !(name in plain.headers))
      .map(([name, value]) => [name, String(value)]),
  );
}

export default fp(async (app: FastifyInstance) => {
  const headers = await helmetHeaders();
  if (!headers['content-security-policy']) throw new Error('helmet sent no security policy');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
