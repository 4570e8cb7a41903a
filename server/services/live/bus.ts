// Live events between the writes and the open sockets (docs/architecture.md "Every write goes
// through one path ... and publishes an event"). One process: an in-memory bus. Several nodes on
// one PostgreSQL: LISTEN/NOTIFY (pgBus.ts), so a lead posted to node A reaches a socket on node B.
// Events say what changed, never the data: each node reads what its sockets may see.

export type LiveEvent =
  /** A lead was created or moved. */
  | { type: 'leads' }
  /** Every session of a user ended (blocked, a new password): their sockets close. */
  | { type: 'user-sessions-ended'; userId: number }
  /** One session ended (sign-out). */
  | { type: 'session-ended'; sessionId: string }
  /** A user's roles or name changed. */
  | { type: 'user-changed'; userId: number }
  /** Someone came to or left a watched page. */
  | { type: 'presence'; page: string }
  /** The bus lost events (a reconnect): everything may have changed. */
  | { type: 'resync' };

export type LiveListener = (event: LiveEvent) => void;

export interface EventBus {
  /** Delivers to every subscriber of every node, this one included, after the call. */
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** Subscribers of one node; both buses deliver through it. */
export class Listeners {
  private readonly listeners = new Set<LiveListener>();

  add(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  deliver(event: LiveEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** The bus of a single process (SQLite, or one node on PostgreSQL in tests of the hub). */
export class MemoryBus implements EventBus {
  private readonly listeners = new Listeners();

  async publish(event: LiveEvent): Promise<void> {
    // Delivered on a later turn, as a notification from the database would be: a publisher never
    // runs its subscribers inside its own call.
    setImmediate(() => this.listeners.deliver(event));
  }

  subscribe(listener: LiveListener): () => void {
    return this.listeners.add(listener);
  }

  async close(): Promise<void> {}
}
