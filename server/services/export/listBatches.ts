// The records of a whole list for its export, read through the list's own declared call (the very
// route its screen's getList reaches, run in-process with the user's session by Fastify's inject):
// the same filters mean the same records, the same access rules apply, and a list added later
// exports with no code here. A paged call is read page after page, each as large as the call takes
// (1000 at most); a call that answers its whole list at once is filtered and sorted as the browser
// does it (common/listPage.ts). A refusal of the call (a bad filter, a role) is thrown as an
// ApiError-like answer before anything was written.
import { setImmediate as turn } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Declared, pathParams } from '../../../common/calls';
import { clientPage, type ListRecord, type ListSort, listAnswer, listInput } from '../../../common/listPage';

/** A batch of a list's records, with the side lists its answer gave beside them (a clinic's
 * modules and counts by clinic id), which the list's joins read (common/rowJoins.ts). */
export type ListBatch = { records: ListRecord[]; sides: Readonly<Record<string, unknown>> };

/** Rows a page at most (the lists' own cap). */
const PAGE_MAX = 1000;

/** A refusal of the list's call, answered as it came. */
export class ListRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`the list answered ${statusCode}`);
  }
}

type Query = Record<string, unknown>;

const pageSizeOf = (call: Declared) => {
  const properties = (call.query as { properties?: Record<string, { maximum?: number }> } | undefined)?.properties;
  return Math.min(properties?.[call.paging?.size ?? '']?.maximum ?? PAGE_MAX, PAGE_MAX);
};

function url(call: Declared, input: Query): string {
  const inPath = new Set(pathParams(call.path));
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input))
    if (!inPath.has(name)) for (const item of [value].flat()) if (item !== undefined && item !== null) query.append(name, String(item));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Reads the list's call in-process with the user's session: its records, or its refusal thrown. */
function reader(app: FastifyInstance, request: FastifyRequest, call: Declared) {
  const headers = {
    ...(request.headers.cookie && { cookie: request.headers.cookie }),
    ...(request.headers['accept-language'] && { 'accept-language': request.headers['accept-language'] }),
  };
  return async (query: Query) => {
    const answer = await app.inject({ method: 'GET', url: url(call, query), headers });
    if (answer.statusCode >= 300) throw new ListRefused(answer.statusCode, answer.body);
    const list = listAnswer(call, answer.json());
    // inject's null socket finishes each write on a later turn of the event loop, and the write's
    // callback holds the whole answer until then; a reading that never leaves the microtask queue
    // (a synchronous SQLite driver) kept every page of the export in memory to its end.
    await turn();
    return list;
  };
}

/** Asks the paged list's call for one record under `input` (its input, listInput's): the call
 * itself checks the session, the roles and the filters, and a refusal is thrown as it answered.
 * A list's own export read (exportRead.ts) goes through this gate first. */
export async function listGate(app: FastifyInstance, request: FastifyRequest, call: Declared, input: Query): Promise<void> {
  const { page, size } = call.paging ?? {};
  if (!page || !size) throw new Error(`${call.path}: only a paged list has an export read of its own`);
  await reader(app, request, call)({ ...input, [page]: 0, [size]: 1 });
}

/** The records of the list under `filter` (and `sort`, for a whole list), a page at a time. */
export async function* listBatches(
  app: FastifyInstance,
  request: FastifyRequest,
  call: Declared,
  filter: Query,
  sort: ListSort | undefined,
): AsyncGenerator<ListBatch> {
  const { input, rest } = listInput(call, filter);
  const read = reader(app, request, call);
  const { page, size } = call.paging ?? {};
  if (!page || !size) {
    const { records, sides } = await read(input);
    yield { records: clientPage(records, { filter: rest, sort }).data, sides };
    return;
  }
  const pageSize = pageSizeOf(call);
  for (let number = 0; ; number++) {
    const { records, total = 0, sides } = await read({ ...input, [page]: number, [size]: pageSize });
    yield { records, sides };
    if (records.length < pageSize || (number + 1) * pageSize >= total) return;
  }
}
