// The open sockets of one node and what the bus's events mean for them (common/live.ts). A socket
// belongs to a session: it closes with CLOSE_SESSION_ENDED when the session ends, at once for a
// sign-out, a block or a new password (their events), within a heartbeat for anything else
// (expiry, a row deleted by hand). The heartbeat also ends sockets that stopped answering pings and
// keeps this node's presence rows fresh.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_SESSION_ENDED, type ClientMessage, PRESENCE_PAGES, presenceKind, type ServerMessage } from '../../../common/live';
import type { Db } from '../../db/kysely';
import type { Role, Session } from '../../db/tables';
import { dropPresence, peopleOn, setPresence, touchPresence } from '../../repositories/presence';
import { liveSessionIds } from '../../repositories/sessions';
import { findUserById, type UserWithRoles } from '../../repositories/users';
import type { EventBus, LiveEvent } from './bus';
import { countersFor, seesCounter } from './counters';

export const HEARTBEAT_MS = 20_000;
/** A presence row not refreshed for this long belongs to a node that is gone. */
export const PRESENCE_STALE_MS = 3 * HEARTBEAT_MS;

type Client = {
  id: string;
  socket: WebSocket;
  userId: number;
  sessionId: string;
  roles: readonly Role[];
  page: string | null;
  /** Answered the last ping. */
  alive: boolean;
};

const OPEN = 1;

function send(client: Client, text: string) {
  if (client.socket.readyState === OPEN) client.socket.send(text);
}

function parseMessage(data: unknown): ClientMessage | undefined {
  try {
    const message = JSON.parse(String(data));
    return message?.action === 'watch' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The page a client may watch: a known kind its roles may open, or null. */
function allowedPage(page: unknown, roles: readonly Role[]): string | null {
  if (typeof page !== 'string') return null;
  const kind = presenceKind(page);
  return kind && PRESENCE_PAGES[kind].some((role: Role) => roles.includes(role)) ? page : null;
}

export class LiveHub {
  readonly nodeId = randomUUID();
  private readonly clients = new Map<string, Client>();
  private unsubscribe: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(heartbeatMs = HEARTBEAT_MS): void {
    this.unsubscribe = this.bus.subscribe((event) => {
      this.handle(event).catch((err) => this.log.error({ err, event }, 'live event not handled'));
    });
    this.timer = setInterval(() => {
      this.heartbeat().catch((err) => this.log.error({ err }, 'live heartbeat failed'));
    }, heartbeatMs);
    this.timer.unref();
  }

  /** Closes every socket and forgets this node's presence (the others are told). */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    clearInterval(this.timer);
    for (const client of this.clients.values()) client.socket.close(1001);
    this.clients.clear();
    await this.announce(await dropPresence(this.db, { nodeId: this.nodeId }));
  }

  /** Tells every node; a bus that fails is logged, never the caller's error: the write it follows
   * is already committed, and the heartbeat and a reconnect's resync catch up. */
  async publish(event: LiveEvent): Promise<void> {
    await this.bus.publish(event).catch((err) => this.log.error({ err, event }, 'live event not published'));
  }

  get size(): number {
    return this.clients.size;
  }

  /** Takes a socket opened by `user` in `session`. */
  add(socket: WebSocket, session: Session, user: UserWithRoles): void {
    const client: Client = { id: randomUUID(), socket, userId: user.id, sessionId: session.id, roles: user.roles, page: null, alive: true };
    this.clients.set(client.id, client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data) => {
      const message = parseMessage(data);
      if (message) this.watch(client, allowedPage(message.payload?.page, client.roles)).catch((err) => this.log.error({ err }, 'presence'));
    });
    socket.on('close', () => {
      this.clients.delete(client.id);
      if (client.page !== null) this.watch(client, null).catch((err) => this.log.error({ err }, 'presence'));
    });
  }

  private async watch(client: Client, page: string | null): Promise<void> {
    const left = client.page;
    if (left === page) return;
    client.page = page;
    await setPresence(this.db, { socketId: client.id, nodeId: this.nodeId, userId: client.userId }, page);
    await this.announce([left, page].filter((p): p is string => p !== null));
  }

  private async announce(pages: readonly string[]): Promise<void> {
    for (const page of pages) await this.publish({ type: 'presence', page });
  }

  private select(test: (client: Client) => boolean): Client[] {
    return [...this.clients.values()].filter(test);
  }

  private close(clients: readonly Client[], code = CLOSE_SESSION_ENDED): void {
    for (const client of clients) client.socket.close(code);
  }

  private async handle(event: LiveEvent): Promise<void> {
    switch (event.type) {
      case 'leads':
        return this.sendLeads();
      case 'user-sessions-ended':
        return this.close(this.select((client) => client.userId === event.userId));
      case 'session-ended':
        return this.close(this.select((client) => client.sessionId === event.sessionId));
      case 'user-changed':
        return this.userChanged(event.userId);
      case 'presence':
        return this.sendPresence(event.page);
      case 'resync':
        await this.sendLeads();
        for (const page of new Set(this.select((client) => client.page !== null).map((client) => client.page as string)))
          await this.sendPresence(page);
    }
  }

  /** One count for every manager of this node: the text is built once, whatever their number. */
  private async sendLeads(): Promise<void> {
    const managers = this.select((client) => seesCounter('leads', client.roles));
    if (managers.length === 0) return;
    const text = JSON.stringify({
      action: 'leads',
      payload: { counters: await countersFor(this.db, ['MANAGER']) },
    } satisfies ServerMessage);
    for (const client of managers) send(client, text);
  }

  private async sendPresence(page: string): Promise<void> {
    const watchers = this.select((client) => client.page === page);
    if (watchers.length === 0) return;
    const people = await peopleOn(this.db, page, Date.now() - PRESENCE_STALE_MS);
    for (const client of watchers) {
      const others = people.filter((person) => person.id !== client.userId);
      send(client, JSON.stringify({ action: 'presence', payload: { page, people: others } } satisfies ServerMessage));
    }
  }

  /** New roles reach the sockets (counters follow them) and the browser, which asks for them. */
  private async userChanged(userId: number): Promise<void> {
    const clients = this.select((client) => client.userId === userId);
    if (clients.length === 0) return;
    const user = await findUserById(this.db, userId);
    if (!user || user.state === 'DISABLED') return this.close(clients);
    const text = JSON.stringify({ action: 'roles' } satisfies ServerMessage);
    for (const client of clients) {
      client.roles = user.roles;
      send(client, text);
    }
  }

  /** Ends the sockets that stopped answering and those whose session is gone; refreshes presence. */
  async heartbeat(now = Date.now()): Promise<void> {
    for (const client of this.clients.values()) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
    await this.closeEndedSessions();
    await touchPresence(this.db, this.nodeId, now);
    await this.announce(await dropPresence(this.db, { before: now - PRESENCE_STALE_MS }));
  }

  private async closeEndedSessions(): Promise<void> {
    if (this.clients.size === 0) return;
    const live = await liveSessionIds(this.db, [...new Set(this.select(() => true).map((client) => client.sessionId))]);
    this.close(this.select((client) => !live.has(client.sessionId)));
  }
}
