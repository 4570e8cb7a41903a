// The live bench's baseline: a bare `ws` server on node:http that takes every upgrade and, on any
// POST, sends the same 'leads' text to every socket, with no session, database or Fastify; so the
// server's delivery times are compared with what this machine does when nothing else is done.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const TEXT = JSON.stringify({ action: 'leads', payload: { counters: { leads: 1 } } });
const wss = new WebSocketServer({ noServer: true });
const server = createServer((request, response) => {
  if (request.method === 'POST') for (const socket of wss.clients) socket.send(TEXT);
  request.resume();
  response.end('{}');
});
server.on('upgrade', (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)));
server.listen(Number(process.env.PORT), '127.0.0.1');
