// A declared call's answer kept as its JSON text (a cached page: the clinics list, the
// completeness counts), returned by its handler as the declared answer. Fastify sends a string
// or a Buffer payload as it is, without the answer schema's serializer, once the handler has set the JSON
// content type; the API tests check such answers against the schema like any other
// (tests/api/answers.test.ts).
import type { FastifyReply } from 'fastify';

export function jsonText<Answer>(reply: FastifyReply, text: string | Buffer): Answer {
  reply.type('application/json; charset=utf-8');
  return text as unknown as Answer;
}
