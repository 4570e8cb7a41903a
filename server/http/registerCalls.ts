// The one registrar of declared calls (common/calls.ts): each call of a set becomes its route, at
// its declared method and path, with the access rule the guard enforces (and the anti-forgery
// check of a change, server/plugins/guard.ts), the field errors' location, the body's encoding,
// the request schemas that validate and type the input, the answer schema, and its entry in the
// API reference (area, operation id = the call's name, description with its paging, version and
// live rules). Each call is served by the handler of its name: a route handler that receives the
// validated input, typed from the declaration, and returns the declared answer. A call without a
// handler, or a handler without a call, stops the start.
//
// The handler is the route's own handler (no wrapper) unless the call publishes a live event, so
// a declared route costs per request exactly what a hand-registered one does: fastify compiles its
// schemas once, at start, as for any route.
import type { WebSocket } from '@fastify/websocket';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { AnyCallSet, CallAnswer, CallBody, CallParams, CallQuery, Declared } from '../../common/calls';
import { multipartHeaders } from '../services/catalogue/pictureRequests';

/** The request a call's handler gets: params, query and body as the declaration validated them. */
export type CallRequest<Call> = FastifyRequest<{ Params: CallParams<Call>; Querystring: CallQuery<Call>; Body: CallBody<Call> }>;

/** Serves one call: its declared answer (a file's handler sends it through the reply); a socket's
 * handler gets the open socket once the upgrade is done. */
export type CallHandler<Call> = Call extends { upgrade: 'websocket' }
  ? (socket: WebSocket, request: CallRequest<Call>) => void
  : (request: CallRequest<Call>, reply: FastifyReply) => Promise<Call extends { download: true } ? FastifyReply : CallAnswer<Call>>;

/** A handler, or a handler with hooks of its route (the public lead form's origin check and
 * throttle run before its body is read; a plain resource's transforms before validation) or its
 * own body limit (the media library's pasted image, base64 text of up to 10 MB). */
export type HandlerEntry<Call> =
  | CallHandler<Call>
  | { handler: CallHandler<Call>; onRequest?: onRequestHookHandler; preValidation?: preValidationHookHandler; bodyLimit?: number };

/** Every call of the set by name, each with its handler. */
export type Handlers<Set extends AnyCallSet> = { [Name in keyof Set['calls']]: HandlerEntry<Set['calls'][Name]> };

type AnyEntry = HandlerEntry<Declared> | { handler: RouteHandlerMethod; onRequest?: unknown; preValidation?: unknown };

const PAGE_SENTENCE = (call: Declared) => {
  const paging = call.paging;
  if (!paging) return undefined;
  const items = paging.items ? `\`${paging.items}\`` : 'the list itself';
  const page = paging.page ? `a page of ${items} (\`${paging.page}\` zero-based, \`${paging.size}\` records)` : items;
  const total = paging.total ? `, \`${paging.total}\` records under the filters` : '';
  const sides = paging.sides?.length ? `, with ${paging.sides.map((side) => `\`${side}\``).join(', ')} beside them` : '';
  return `Answers ${page}${total}${sides}.`;
};

/** What the reference says of a call beyond its own description: the rules its declaration sets. */
function description(call: Declared): string {
  return [
    call.description,
    PAGE_SENTENCE(call),
    call.version && 'Takes If-Match: the `updated` version the screen loaded; a newer stored version answers 409.',
    call.live && `Publishes \`${call.live}\` on the live channel.`,
    call.noStore && 'Every answer carries Cache-Control: no-store.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The route's config as the guard, the form-fields reader and the error handler read it. */
function routeConfig(call: Declared) {
  return {
    access: call.access,
    ...(call.encoding === 'form' && { multipart: 'fields' as const }),
    ...(call.errorsAt && { errorKey: call.errorsAt }),
    ...(call.csrf === false && { csrf: false as const }),
  };
}

function routeSchema(call: Declared) {
  return {
    operationId: call.name,
    tags: [call.area],
    description: description(call),
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    // An upload that takes its input as JSON too declares that body (the authors' form): it is
    // not held to the multipart content type.
    ...(call.encoding === 'multipart' && !call.body && { headers: multipartHeaders }),
    ...((call.answer || call.answers) && { response: { ...(call.answer && { 200: call.answer }), ...call.answers } }),
  };
}

async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/** The handler, or one that publishes the call's live event after it succeeded. */
function served(call: Declared, handler: RouteHandlerMethod): RouteHandlerMethod {
  const topic = call.live;
  if (!topic) return handler;
  return async function publishing(this: FastifyInstance, request, reply) {
    const answer = await handler.call(this, request, reply);
    await request.server.live.publish({ type: topic });
    return answer;
  };
}

/** The route of one declared call, served by `entry`. */
export function callRoute(call: Declared, entry: AnyEntry): RouteOptions {
  const { handler, ...hooks } = typeof entry === 'function' ? { handler: entry } : entry;
  return {
    method: call.method,
    url: call.path,
    config: routeConfig(call),
    schema: routeSchema(call),
    ...(hooks as Pick<RouteOptions, 'onRequest' | 'preValidation' | 'bodyLimit'>),
    ...(call.noStore && { onSend: noStore }),
    ...(call.upgrade === 'websocket' && { websocket: true }),
    handler: served(call, handler as RouteHandlerMethod),
  };
}

/** Registers every call of `set` on `app`, each served by the handler of its name. */
export function registerCalls<Set extends AnyCallSet>(app: FastifyInstance, set: Set, handlers: Handlers<Set>): void {
  const entries = handlers as Record<string, AnyEntry | undefined>;
  const calls = Object.values(set.calls) as Declared[];
  const unserved = calls.filter((call) => !entries[call.name]).map((call) => `${call.name} (${call.method} ${call.path})`);
  if (unserved.length) throw new Error(`${set.area}: declared calls without a handler: ${unserved.join(', ')}`);
  const undeclared = Object.keys(entries).filter((name) => !(name in set.calls));
  if (undeclared.length) throw new Error(`${set.area}: handlers of no declared call: ${undeclared.join(', ')}`);
  for (const call of calls) app.route(callRoute(call, entries[call.name] as AnyEntry));
}
