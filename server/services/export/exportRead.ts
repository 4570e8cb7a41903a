// Where a list's export reads its records (issue 27 point 2): a list whose page call is the export's
// bottleneck declares a read of its own here (a keyset walk over the list's filter in its order,
// rows read in batches straight from the repository); every other list is read through its own
// call, page after page (listBatches.ts). Either way the list's call first decides whether the
// user may read it under these filters: an own read starts only after the call answered one record
// (listGate), so the session, the roles and the filters' checks are the call's own, and a refusal
// is the call's answer. An own read runs on a connection of its own (db/kysely.ts openScan: on
// SQLite without the memory-mapped file, so that walking the whole list does not map the database
// into the process). docs/decisions.md "Export what the list shows".
import { setImmediate as turn } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Declared } from '../../../common/calls';
import type { Lang } from '../../../common/lang';
import { type ListRecord, type ListSort, listInput } from '../../../common/listPage';
import { type Joins, joinedResources, recordJoiner } from '../../../common/rowJoins';
import type { Sql } from '../../repositories/rawSql';
import { clinicsExportRead } from './clinicsExportRead';
import { type ListBatch, ListRefused, listBatches, listGate } from './listBatches';

/** An export read: the list's records under its call's input (listInput's), in the list's order,
 * with the side lists its page answer gives beside them. */
export type OwnRead = (sql: Sql, input: Record<string, unknown>) => AsyncGenerator<ListBatch>;

/** What a list's records are joined with before their columns are read, as its cells join them:
 * its declaration's joins, the whole lists they read, the session's language. */
export type RowJoining = { joins?: Joins; references?: Readonly<Record<string, readonly ListRecord[]>>; lang: Lang };

/** Lists (by resource) with an export read of their own. */
export const OWN_READS: Readonly<Record<string, OwnRead>> = {
  clinics: clinicsExportRead,
};

/** How the records are read: `own` where the list declares a read, else `list`; `list` always
 * reads through the page call (the comparison test's reference). */
export type ReadVia = 'own' | 'list';

async function* ownBatches(
  app: FastifyInstance,
  request: FastifyRequest,
  call: Declared,
  read: OwnRead,
  filter: Record<string, unknown>,
): AsyncGenerator<ListBatch> {
  const { input } = listInput(call, filter);
  await listGate(app, request, call, input);
  const scan = app.openScan();
  try {
    for await (const batch of read({ db: scan.db, dialect: scan.dialect }, input)) {
      yield batch;
      // SQLite reads synchronously: without a turn of the event loop the socket would be given
      // nothing until the answer's buffer is full (the first byte late by a megabyte of text).
      await turn();
    }
  } finally {
    await scan.close();
  }
}

/** Each batch's records with the fields the list reads elsewhere (common/rowJoins.ts): its cells
 * show a clinic's modules and counts from the answer's side lists, and so does its export. */
async function* joined(batches: AsyncGenerator<ListBatch>, { joins, references = {}, lang }: RowJoining): AsyncGenerator<ListRecord[]> {
  const join = joins && recordJoiner(joins, references as never, lang);
  // The batch's records are the export's own (read for it, by its own read or parsed from the page
  // call's answer): each is completed in place.
  for await (const { records, sides } of batches) yield join ? records.map((record) => join(record, sides as never, record)) : records;
}

/** The whole lists `joins` read (a clinic's superagent among the agents), each through its own
 * call (`callOf`); a list the user may not read is empty, as the cells show it then. */
export async function referencesOf(
  app: FastifyInstance,
  request: FastifyRequest,
  joins: Joins | undefined,
  callOf: (resource: string) => Declared | undefined,
): Promise<Record<string, ListRecord[]>> {
  const lists: Record<string, ListRecord[]> = {};
  for (const resource of joins ? joinedResources(joins) : []) {
    const call = callOf(resource);
    lists[resource] = [];
    if (!call) continue;
    try {
      for await (const { records } of listBatches(app, request, call, {}, undefined)) lists[resource].push(...records);
    } catch (error) {
      if (!(error instanceof ListRefused)) throw error;
    }
  }
  return lists;
}

/** The records of the list `resource` (served by `call`) under `filter` and `sort`, a batch at a
 * time, joined as its cells join them; a refusal of the list's call is thrown (ListRefused) by the
 * first batch's read. */
export function exportBatches(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: string,
  call: Declared,
  filter: Record<string, unknown>,
  sort: ListSort | undefined,
  joining: RowJoining,
  via: ReadVia = 'own',
): AsyncGenerator<ListRecord[]> {
  const own = via === 'own' ? OWN_READS[resource] : undefined;
  return joined(own ? ownBatches(app, request, call, own, filter) : listBatches(app, request, call, filter, sort), joining);
}
