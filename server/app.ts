// Builds the Fastify application: external plugins, then ours, then the routes (fastify's demo
// app order). Used by server/main.ts and by the tests through inject().
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { TransportSingleOptions } from 'pino';
import type { Config } from './config';
import { type DbHandle, openDatabase } from './db/kysely';
import { migrate } from './db/migrate';
import { resourceRoutes } from './engine/resourceRoutes';
import { jsonLogDestination, OneLinePerRequest } from './http/requestLog';
import { installValidation } from './http/validation';
import apiDocs, { docsAccess } from './plugins/apiDocs';
import errors from './plugins/errors';
import formFields from './plugins/formFields';
import guard from './plugins/guard';
import live from './plugins/live';
import security from './plugins/security';
import session from './plugins/session';
import spa from './plugins/spa';
import accessRoutes from './routes/access';
import advertisingRoutes from './routes/advertising';
import agentRoutes from './routes/agents';
import articleEditorRoutes from './routes/articleEditor';
import articleRoutes from './routes/articles';
import authorRoutes from './routes/authors';
import bulkRoutes from './routes/bulk';
import clinicCatalogueRoutes from './routes/clinicCatalogue';
import clinicOfferRoutes from './routes/clinicOffer';
import clinicProfileRoutes from './routes/clinicProfile';
import clinicRoutes from './routes/clinics';
import completenessRoutes from './routes/completeness';
import doctorRoutes from './routes/doctors';
import exportRoutes from './routes/export';
import freeFileRoutes from './routes/freeFiles';
import geoRoutes from './routes/geo';
import historyRoutes from './routes/history';
import leadRoutes from './routes/leads';
import liveRoutes from './routes/live';
import logoRoutes from './routes/logo';
import mediaLibraryRoutes from './routes/mediaLibrary';
import passwordRoutes from './routes/passwords';
import pictureRoutes from './routes/pictures';
import previewRoutes from './routes/preview';
import publicLeadRoutes from './routes/publicLeads';
import publicReadRoutes from './routes/publicReads';
import reportRoutes from './routes/reports';
import reviewRoutes from './routes/reviews';
import searchRoutes from './routes/search';
import seoPageRoutes from './routes/seoPages';
import syncRoutes from './routes/sync';
import userAvatarRoutes from './routes/userAvatar';
import userRoutes from './routes/users';
import videoRoutes from './routes/videos';
import viewRoutes from './routes/views';
import { startHousekeeping } from './services/housekeeping';
import { createMailer } from './services/mail/mailer';
import './types';

/** Never written to the log: credentials, session ids, tokens and link secrets. A request and a
 * reply are written by their serializers only (method, path and caller; the status), never with
 * their headers, so no path under `req` or `res` is listed: each would cost every request's line
 * a search (the redaction parses its paths on every call; docs/performance.md). */
const REDACT = [
  // @fastify/multipart logs the request headers at trace level.
  'busboyOptions.headers.cookie',
  'busboyOptions.headers["x-xsrf-token"]',
  'password',
  'password1',
  'password2',
];

/** Query strings and the password pages' paths carry link secrets: log neither. */
const safeUrl = (url: string) => url.split('?')[0].replace(/^\/(restorepassword|confirmemail)\/[^/]+/, '/$1/[secret]');

function logRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: safeUrl(request.url), ip: request.ip };
}

/** `logger: false` silences the log; `logStream` keeps our redaction and sends lines there (tests);
 * `logTransport` formats them elsewhere (pino-pretty in a terminal, server/logFormat.ts). */
export type BuildOptions = {
  logger?: false;
  logStream?: { write(line: string): void };
  logTransport?: TransportSingleOptions;
  database?: DbHandle;
};

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: REDACT,
      serializers: { req: logRequest },
      ...(options.logTransport ? { transport: options.logTransport } : { stream: options.logStream ?? jsonLogDestination() }),
    },
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  const database = options.database ?? openDatabase(config);
  await migrate(database.db as never, database.dialect);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('openScan', () => database.openScan?.() ?? { ...database, close: async () => {} });
  app.decorate('mailer', createMailer(config, app.log));
  if (!options.database) app.addHook('onClose', () => database.close());
  // After the database's onClose hook, so that its own (stop, wait for the pass) runs first.
  startHousekeeping(app);

  installValidation(app);
  // Answer schemas document the calls (/api/docs) and never serialise them: a schema-driven
  // serialiser would drop any key a schema does not list (docs/decisions.md, 2026-11-24).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(errors);
  await app.register(security);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(multipart, { limits: { fileSize: 10_485_760, files: 10, fields: 200 } });
  // Before the session and the guard: @fastify/websocket's own hook must mark an upgrade before
  // they can refuse it, or the refused upgrade's socket is never closed.
  await app.register(live);
  await app.register(session);
  await app.register(docsAccess);
  await app.register(guard);
  await app.register(apiDocs);
  await app.register(formFields);

  await app.register(accessRoutes);
  await app.register(liveRoutes);
  await app.register(passwordRoutes);
  await app.register(geoRoutes);
  await app.register(clinicRoutes);
  await app.register(clinicProfileRoutes);
  await app.register(clinicOfferRoutes);
  await app.register(clinicCatalogueRoutes);
  await app.register(agentRoutes);
  await app.register(syncRoutes);
  await app.register(previewRoutes);
  await app.register(pictureRoutes);
  await app.register(logoRoutes);
  await app.register(freeFileRoutes);
  await app.register(reviewRoutes);
  await app.register(historyRoutes);
  await app.register(completenessRoutes);
  await app.register(doctorRoutes);
  await app.register(mediaLibraryRoutes);
  await app.register(seoPageRoutes);
  await app.register(articleRoutes);
  await app.register(articleEditorRoutes);
  await app.register(authorRoutes);
  await app.register(videoRoutes);
  await app.register(searchRoutes);
  await app.register(exportRoutes);
  await app.register(bulkRoutes);
  await app.register(viewRoutes);
  await app.register(publicReadRoutes);
  await app.register(advertisingRoutes);
  await app.register(userRoutes);
  await app.register(userAvatarRoutes);
  await app.register(reportRoutes);
  await app.register(leadRoutes);
  await app.register(publicLeadRoutes);
  await app.register(resourceRoutes());
  await app.register(spa);
  return app;
}
