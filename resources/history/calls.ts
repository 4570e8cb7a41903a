// The history's calls (ours, not the spec's: docs/api.md "History"), ADMIN only: a page of the
// recorded changes and security events under the filters, newest first, and the values the
// filters offer. Served by server/routes/history.ts; the history screen (a declaration, index.ts)
// and every record's history section (src/engine/history/RecordHistory.tsx) read the list through
// react-admin's getList of `history`, the screen's filters the facets through historyFacets; a
// record's history section reads its record's rows alone (recordHistory, below).
import { defineCalls } from '../../common/calls';
import { CONTENT_STAFF } from '../../common/roles';
import { historyFacetsAnswer, historyPageAnswer, historyRestoreAnswer, historyVersionAnswer } from '../../schemas/answers/history';

/** A page is at most this many rows (the screen asks for 50, a record's section for 10 more at a time). */
export const HISTORY_PAGE_MAX = 200;

const historyQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: HISTORY_PAGE_MAX, default: 25 },
    userId: { type: 'integer', minimum: 1 },
    entity: { type: 'string', minLength: 1, maxLength: 64 },
    // A record's id means something only within its entity (and the index starts with it).
    entityId: { type: 'string', minLength: 1, maxLength: 64 },
    action: { type: 'string', minLength: 1, maxLength: 32 },
    from: { type: 'integer', minimum: 0, description: 'From this time (epoch ms), inclusive.' },
    to: { type: 'integer', minimum: 0, description: 'Up to this time (epoch ms), exclusive.' },
  },
  dependencies: { entityId: ['entity'] },
} as const;

const rowParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, description: 'The history row (its version of the record).' } },
  required: ['id'],
} as const;

const restoreBody = {
  type: 'object',
  properties: {
    fields: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 64 },
      maxItems: 200,
      description: 'The fields to bring back, as the comparison names them; absent: every restorable field that differs.',
    },
  },
  additionalProperties: false,
} as const;

export const historyCalls = defineCalls(
  { area: 'History', resource: 'history', access: ['ADMIN'] },
  {
    listHistory: {
      method: 'GET',
      path: '/api/admin/history',
      description: 'Recorded changes and security events, newest first, filtered by user, entity (and record), action and time.',
      query: historyQuery,
      answer: historyPageAnswer,
      paging: { items: 'items', total: 'total', page: 'page', size: 'size' },
      resource: 'getList',
    },
    historyFacets: {
      method: 'GET',
      path: '/api/admin/history/facets',
      description: 'The values the filters offer: the users who acted, and the entities and actions recorded so far.',
      answer: historyFacetsAnswer,
    },
    // Whoever may save the record: the entity's own roles are checked by the handler (403).
    historyVersion: {
      method: 'GET',
      path: '/api/history/:id/version',
      access: CONTENT_STAFF,
      description:
        'A record as it was just after this history row, beside its values now: the fields that differ, which can be restored, and the record’s version to send back.',
      params: rowParams,
      answer: historyVersionAnswer,
    },
    restoreHistoryVersion: {
      method: 'POST',
      path: '/api/history/:id/restore',
      access: CONTENT_STAFF,
      description:
        'Brings the chosen fields of the record back to their values just after this history row, through the record’s own saves (their checks and history row, marked as restored from this row).',
      params: rowParams,
      body: restoreBody,
      encoding: 'json',
      errorsAt: 'error',
      version: true,
      answer: historyRestoreAnswer,
    },
  },
);

const recordQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: HISTORY_PAGE_MAX, default: 10 },
    entity: { type: 'string', minLength: 1, maxLength: 64 },
    entityId: { type: 'string', minLength: 1, maxLength: 64 },
  },
  required: ['entity', 'entityId'],
} as const;

/** One record's own history, read by its edit form's history section (src/engine/history/
 * RecordHistory.tsx): the history screen's rows of that record for whoever may restore it (an ADMIN
 * for every record, a REDACTOR for articles, tags and authors; common/historyRestore.ts), without
 * the addresses the changes came from, which only the history screen shows. */
export const recordHistoryCalls = defineCalls(
  { area: 'History', resource: 'recordHistory', access: CONTENT_STAFF },
  {
    listRecordHistory: {
      method: 'GET',
      path: '/api/history/record',
      description:
        'One record’s changes, newest first, for whoever may restore it (an ADMIN: any record); `ip` is always null. Another’s record: 403.',
      query: recordQuery,
      answer: historyPageAnswer,
      paging: { items: 'items', total: 'total', page: 'page', size: 'size' },
      resource: 'getList',
    },
  },
);
