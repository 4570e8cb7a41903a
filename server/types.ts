// Fastify declarations shared by the plugins and routes.
import type { FastifySchema } from 'fastify';
import type { Access, ErrorsAt } from '../common/resource';
import type { Config } from './config';
import type { DialectName } from './db/dialect';
import type { Db, DbHandle } from './db/kysely';
import type { Session } from './db/tables';
import type { UserWithRoles } from './repositories/users';
import type { LiveHub } from './services/live/hub';
import type { Mailer } from './services/mail/mailer';

export type { Access };

/** Where a route's field errors go in its answer: the spec names `error`, `errors` or the top level per call. */
export type ErrorKey = ErrorsAt;

/** A registered route, with the schema it declared (the API reference's test reads it). */
export type RouteInfo = { method: string; url: string; access?: Access; schema?: FastifySchema; csrf?: false };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    errorKey?: ErrorKey;
    /** 'fields': a multipart body is read into request.body as text fields (files refused). */
    multipart?: 'fields';
    /** false: a state-changing call without a session's CSRF token (the portal's lead form, a
     * cross-site call with no session; CORS and a rate limit guard it instead). */
    csrf?: false;
  }
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: DialectName;
    /** A handle for reading a whole directory once, closed by the reader (db/kysely.ts openScan). */
    openScan: () => DbHandle;
    mailer: Mailer;
    /** This node's live sockets; `publish` reaches every node's (plugins/live.ts). */
    live: LiveHub;
    routeTable: RouteInfo[];
  }
  interface FastifyRequest {
    session: Session | null;
    user: UserWithRoles | null;
    lang: 'ru' | 'en';
    /** The database state the session read saw (db/dialect.ts stateTokenSql); null without one. */
    dbState: string | null;
  }
}
