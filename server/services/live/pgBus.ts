// Live events across nodes through PostgreSQL LISTEN/NOTIFY: every node listens on one channel
// with a connection of its own, and a publish is a NOTIFY any node may send. A lost listening
// connection is opened again, and the node's sockets are then told to catch up ('resync'): the
// events sent while it was away are gone.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/kysely';
import { type EventBus, Listeners, type LiveEvent, type LiveListener } from './bus';

export const LIVE_CHANNEL = 'clinic_admin_live';
const RECONNECT_MS = 1000;

const parse = (payload: string | undefined): LiveEvent | undefined => {
  try {
    const event = JSON.parse(payload ?? '');
    return typeof event?.type === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
};

export class PgBus implements EventBus {
  private readonly listeners = new Listeners();
  private client: pg.Client | undefined;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A bus whose listening connection is open (so that no event published after this is missed). */
  static async open(url: string, db: Db, log: FastifyBaseLogger): Promise<PgBus> {
    const bus = new PgBus(url, db, log);
    await bus.listen();
    return bus;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      const event = parse(message.payload);
      if (event) this.listeners.deliver(event);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client, err?: Error) {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    this.log.warn({ err }, 'live events: the listening connection was lost; reconnecting');
    client.end().catch(() => undefined);
    const retry = () => {
      if (this.closed) return;
      this.listen().then(
        () => this.listeners.deliver({ type: 'resync' }),
        () => setTimeout(retry, RECONNECT_MS).unref(),
      );
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  async publish(event: LiveEvent): Promise<void> {
    await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`.execute(this.db);
  }

  subscribe(listener: LiveListener): () => void {
    return this.listeners.add(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }
}
