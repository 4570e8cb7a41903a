// How the log is written: JSON lines (one object a line, for log collectors and `jq`), or, for a
// person running the server in a terminal, readable lines through pino-pretty. pino-pretty runs as
// a pino transport, in a worker thread, so formatting never holds up a request; piped output (the
// browser tests' servers, a process manager) and production keep the JSON and its cost unchanged.
import type { TransportSingleOptions } from 'pino';

type Output = { isTTY?: boolean };
type Env = Record<string, string | undefined>;

/** pino-pretty's settings: local time, and a request's line says its method, path, status and
 * time instead of printing the request and reply objects and their ids (the JSON log keeps them). */
const PRETTY: TransportSingleOptions = {
  target: 'pino-pretty',
  options: {
    // The worker's stdout is no terminal, so colours are asked for: this runs for a terminal only.
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    messageFormat: '{msg}{if req} {req.method} {req.url}{end}{if res} {res.statusCode}{end}{if responseTime} in {responseTime} ms{end}',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  },
};

/** The transport for a terminal outside production; none (plain JSON) otherwise. */
export function logTransport(output: Output = process.stdout, env: Env = process.env): TransportSingleOptions | undefined {
  if (env.NODE_ENV === 'production' || !output.isTTY) return undefined;
  return PRETTY;
}
