// A live socket for the API tests: a real WebSocket (ws) to a listening app, opened with a test
// client's cookies and the app's Origin, whose messages and close code can be awaited.
import { WebSocket } from 'ws';
import type { ServerMessage } from '../../common/live';
import { LIVE_PATH } from '../../common/live';
import type { Client } from './client';

export type LiveClient = {
  socket: WebSocket;
  /** The first message (already received or still to come) that `test` accepts. */
  next(test: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** The close code, once closed. */
  closed: Promise<number>;
  send(message: unknown): void;
};

/** Opens the socket; rejects with the HTTP status when the upgrade is refused. */
export function openLive(base: string, client: Client | undefined, origin = 'http://admin.test'): Promise<LiveClient> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${LIVE_PATH}`, {
    headers: { origin, ...(client ? { cookie: client.cookieHeader() } : {}) },
  });
  const received: ServerMessage[] = [];
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)));
    for (const wake of waiting) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const live: LiveClient = {
    socket,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    next: (test, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const index = received.findIndex(test);
          if (index < 0) return false;
          waiting.delete(look);
          clearTimeout(timer);
          resolve(received.splice(index, 1)[0]);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(new Error(`no such message within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        if (!look()) waiting.add(look);
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(live));
    socket.once('unexpected-response', (request, response) => {
      // Handling this event leaves the connection open to us: end it, or the server never closes.
      request.destroy();
      reject(new Error(`upgrade refused: ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
}
