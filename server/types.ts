// Fastify declarations shared by the plugins and routes.
import type { Config } from './config';
import type { DialectName } from './db/dialect';
import type { Db } from './db/kysely';
import type { Role, Session } from './db/tables';
import type { UserWithRoles } from './repositories/users';
import type { Mailer } from './services/mail/mailer';

/** Who may call a route: anyone, any signed-in user, or holders of one of the roles. */
export type Access = 'public' | 'user' | readonly Role[];

/** Where a route's field errors go in its answer: the spec names `error` or `errors` per call. */
export type ErrorKey = 'error' | 'errors';

export type RouteInfo = { method: string; url: string; access?: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    errorKey?: ErrorKey;
    /** 'fields': a multipart body is read into request.body as text fields (files refused). */
    multipart?: 'fields';
  }
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: DialectName;
    mailer: Mailer;
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
