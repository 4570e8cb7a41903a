// One log line per request, written when it is answered: method, address (without its query),
// caller, status and time, under the request's id. Fastify's default writes two, "incoming request"
// and "request completed", which at info cost a cached clinics-list page about a fifth of its time
// (docs/performance.md); the first says nothing the second does not, but for a request that never
// ends. Every other line of Fastify's (errors, aborted streams) is kept as it is.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * Where the JSON log goes: standard output, each line written when it is logged, as Node writes
 * its own standard output to pipes and files on Linux. pino's default hands every write to one of
 * libuv's threads and takes its answer back on the event loop: at a request's line each, that
 * cost a cached list page about 8 µs more than writing it at once (docs/performance.md). A log
 * reader that stops reading holds the server once the pipe is full, as console.log would.
 */
export const jsonLogDestination = () => pino.destination({ dest: 1, sync: true });

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
