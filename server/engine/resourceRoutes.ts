// The routes of every plain resource, built from its declaration (common/resource.ts): the list
// at its documented path, and create, update and delete where the declaration has them. Each
// write runs in one transaction that checks the unique fields and the version the form loaded,
// writes the record and its history row. Irregular calls stay hand-written in server/routes/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, ApiCall } from '../../common/resource';
import { applyTransforms } from '../../common/transforms';
import { isUniqueViolation } from '../db/dialect';
import type { Db } from '../db/kysely';
import { ApiError, FieldErrors } from '../http/errors';
import { assertVersion, loadedVersion } from '../http/version';
import { actorOf, writeAudit } from '../services/history/audit';
import { sanitizeHtml } from '../services/sanitizeHtml';
import { listAnswer, recordAnswer, savedAnswer } from './answerSchemas';
import { type GeneratedResource, loadGeneratedResources } from './declarations';
import { deleteRecord, insertRecord, listRecords, readForChange, stored, takenFields, updateRecord } from './recordStore';

type Body = Record<string, unknown>;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

/** id from the path (`:id`) or, for a documented call that has none, from the body. */
function recordId(call: ApiCall, request: FastifyRequest): number {
  const id = call.path.includes(':id') ? (request.params as { id: number }).id : Number((request.body as Body).id);
  if (!Number.isInteger(id) || id < 1) throw new ApiError(404, 'server.error.notFound');
  return id;
}

const taken = (fields: string[]) => new FieldErrors(Object.fromEntries(fields.map((field) => [field, [{ key: 'check.taken' }]])));

function routes(app: FastifyInstance, resource: GeneratedResource) {
  const { config, schema } = resource;
  const { store, api, name } = config;
  const access = (call: ApiCall): Access => call.access ?? config.roles;
  const richText = config.form.sections.flatMap((section) => section.fields).filter((field) => field.widget === 'richtext');
  // Listed under the resource's name in the API reference, like a route module's area.
  const tags = [name];
  const options = (call: ApiCall, withBody: boolean) => ({
    config: { access: access(call), multipart: 'fields' as const, errorKey: call.errorsAt ?? 'error' },
    schema: {
      tags,
      ...(withBody ? { body: schema } : {}),
      ...(call.path.includes(':id') ? { params: idParams } : {}),
      response: { 200: savedAnswer(call) },
    },
    // The declaration's transforms run before validation, as in the browser's form.
    preValidation: async (request: FastifyRequest) => {
      if (withBody) request.body = applyTransforms((request.body ?? {}) as Body, store.transforms);
    },
  });
  const route = (method: string, call: ApiCall, withBody: boolean, handler: (request: FastifyRequest) => Promise<unknown>) =>
    app.route({ method, url: call.path, ...options(call, withBody), handler });
  /** The values as stored: declared fields only, rich text sanitised. */
  const values = (body: Body) => {
    const picked = stored(store, body);
    for (const field of richText) picked[field.source] = sanitizeHtml(String(picked[field.source] ?? ''));
    return picked;
  };
  const answer = (call: ApiCall, id: number) => (call.answer === 'id' ? { id } : {});

  /** Runs a write in one transaction; a unique index that a concurrent write beat us to is a field error too. */
  async function writing<T>(write: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await app.db.transaction().execute(write);
    } catch (error) {
      if (isUniqueViolation(error) && store.unique?.length) throw taken([...store.unique]);
      throw error;
    }
  }

  const listSchema = { tags, response: { 200: listAnswer(api.list.key, recordAnswer(schema, store)) } };
  app.get(api.list.path, { config: { access: access(api.list) }, schema: listSchema }, async () => ({
    [api.list.key]: await listRecords(app.db, store),
  }));

  if (api.create) {
    const call = api.create;
    route(call.method ?? 'POST', call, true, async (request) => {
      const record = values(request.body as Body);
      const id = await writing(async (trx) => {
        const duplicates = await takenFields(trx, store, record);
        if (duplicates.length) throw taken(duplicates);
        const created = await insertRecord(trx, store, record);
        await writeAudit(trx, { actor: actorOf(request), entity: name, entityId: created, action: 'create', after: record });
        return created;
      });
      return answer(call, id);
    });
  }

  if (api.update) {
    const call = api.update;
    route(call.method ?? 'POST', call, true, async (request) => {
      const id = recordId(call, request);
      const record = values(request.body as Body);
      await writing(async (trx) => {
        const before = await readForChange(trx, app.dialect, store, id);
        if (!before) throw new ApiError(404, 'server.error.notFound');
        assertVersion(loadedVersion(request), before.updated);
        const duplicates = await takenFields(trx, store, record, id);
        if (duplicates.length) throw taken(duplicates);
        await updateRecord(trx, store, id, record, before.updated);
        await writeAudit(trx, {
          actor: actorOf(request),
          entity: name,
          entityId: id,
          action: 'update',
          before: stored(store, before),
          after: record,
        });
      });
      return answer(call, id);
    });
  }

  if (api.delete) {
    const call = api.delete;
    route(call.method ?? 'DELETE', call, false, async (request) => {
      const id = recordId(call, request);
      await writing(async (trx) => {
        const before = await readForChange(trx, app.dialect, store, id);
        if (!before) throw new ApiError(404, 'server.error.notFound');
        assertVersion(loadedVersion(request), before.updated);
        await deleteRecord(trx, store, id);
        await writeAudit(trx, { actor: actorOf(request), entity: name, entityId: id, action: 'delete', before: stored(store, before) });
      });
      return {};
    });
  }
}

/** Registers the routes of every plain resource found in resources/ (or of the ones given: tests). */
export function resourceRoutes(resources?: GeneratedResource[]) {
  return async (app: FastifyInstance) => {
    for (const resource of resources ?? (await loadGeneratedResources())) routes(app, resource);
  };
}
