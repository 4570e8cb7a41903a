// The baseline: a bare Fastify route answering fixed bytes (a real clinics-list answer), so the
// list's throughput is compared with what this machine serves when no work is done at all.
// BODY_GZIP=1: the file holds gzipped JSON, sent as such (the server under test sends it so too).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE ?? '');
const gzipped = process.env.BODY_GZIP === '1';
const app = Fastify({ logger: false });
app.get('/api/admin/clinicslist', (_request, reply) => {
  reply.type('application/json; charset=utf-8');
  if (gzipped) reply.header('content-encoding', 'gzip');
  return reply.send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
