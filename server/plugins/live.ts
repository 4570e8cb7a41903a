// The live channel (common/live.ts): the event bus of this deployment (LISTEN/NOTIFY with
// DATABASE_URL, in-process otherwise), this node's socket hub as `app.live`, and @fastify/websocket.
// Registered before the routes, so that any write may publish.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryBus } from '../services/live/bus';
import { LiveHub } from '../services/live/hub';
import { PgBus } from '../services/live/pgBus';

/** A browser sends nothing but a page key: 4 KB is plenty, and bounds what a socket can make us read. */
const MAX_MESSAGE_BYTES = 4096;

export default fp(async (app: FastifyInstance) => {
  const bus = app.config.databaseUrl ? await PgBus.open(app.config.databaseUrl, app.db, app.log) : new MemoryBus();
  const hub = new LiveHub(app.db, bus, app.log);
  app.decorate('live', hub);
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  hub.start();
  // Added after the database's hook, so it runs before it (onClose hooks run last-added first).
  app.addHook('onClose', async () => {
    await hub.stop();
    await bus.close();
  });
});
