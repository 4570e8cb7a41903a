// A big JSON answer sent gzipped to the clients that accept it (every browser): the SEO tree of a
// large city is about 0.5 MB of JSON and a tenth of that gzipped. The compressed bytes are made
// once per answer and kept with it, so an answer served again costs no compression.
import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type JsonAnswer = { json: string; gzip?: Buffer };

export function sendJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): string | Buffer {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) !== 'gzip') return answer.json;
  answer.gzip ??= gzipSync(answer.json);
  reply.header('content-encoding', 'gzip');
  return answer.gzip;
}
