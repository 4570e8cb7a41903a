// The baseline: a bare Fastify route answering fixed bytes (a real clinics-list answer), so the
// list's throughput is compared with what this machine serves when no work is done at all.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE ?? '', 'utf8');
const app = Fastify({ logger: false });
app.get('/api/admin/clinicslist', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
