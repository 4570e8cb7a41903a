// The routes of every plain resource, built from its declaration (common/resource.ts): its calls
// (common/resourceCalls.ts: the list at its documented path, and create, update and delete where
// the declaration has them) registered by the one registrar (server/http/registerCalls.ts) and
// served by the store handlers here. Each write runs in one transaction that checks the unique
// fields and the version the caller loaded (If-Match: a stale save or delete is refused with 409),
// writes the record and its history row. A resource with per-language fields takes `locals` (RU
// or EN) with each save: the language its values are in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Declared } from '../../common/calls';
import type { EditLang } from '../../common/lang';
import { resourceCalls } from '../../common/resourceCalls';
import { applyTransforms } from '../../common/transforms';
import { isUniqueViolation } from '../db/dialect';
import type { Db } from '../db/kysely';
import { ApiError, FieldErrors } from '../http/errors';
import { type Handlers, registerCalls } from '../http/registerCalls';
import { assertVersion, loadedVersion } from '../http/version';
import { actorOf, writeAudit } from '../services/history/audit';
import { sanitizeHtml } from '../services/sanitizeHtml';
import { type GeneratedResource, loadGeneratedResources } from './declarations';
import {
  deleteRecord,
  insertRecord,
  layoutOf,
  listRecords,
  readForChange,
  rowOf,
  snapshot,
  takenFields,
  updateRecord,
} from './recordStore';

type Body = Record<string, unknown>;

/** id from the path (`:id`) or, for a documented call that has none, from the body. */
function recordId(call: Declared, request: FastifyRequest): number {
  const id = call.path.includes(':id') ? (request.params as { id: number }).id : Number((request.body as Body).id);
  if (!Number.isInteger(id) || id < 1) throw new ApiError(404, 'server.error.notFound');
  return id;
}

const taken = (fields: string[]) => new FieldErrors(Object.fromEntries(fields.map((field) => [field, [{ key: 'check.taken' }]])));

/** The edit language of a save (`locals`, required by the body schema when the resource has
 * per-language fields; Russian, the default, otherwise). */
const langOf = (body: Body): EditLang => (String(body.locals ?? 'RU').toUpperCase() === 'EN' ? 'EN' : 'RU');

type Handler = (request: FastifyRequest) => Promise<unknown>;
type Entry = Handler | { handler: Handler; preValidation: (request: FastifyRequest) => Promise<void> };

function routes(app: FastifyInstance, resource: GeneratedResource) {
  const { config } = resource;
  const { store, api, name } = config;
  const set = resourceCalls(resource);
  const call = (method: string) => set.calls[`${name}.${method}`] as Declared;
  const layout = layoutOf(resource);
  const richText = config.form.sections.flatMap((section) => section.fields).filter((field) => field.widget === 'richtext');
  // The declaration's transforms run before validation, as in the browser's form.
  const withTransforms = (handler: Handler): Entry => ({
    preValidation: async (request: FastifyRequest) => {
      request.body = applyTransforms((request.body ?? {}) as Body, store.transforms);
    },
    handler,
  });
  /** The values by column: declared fields only, rich text sanitised, per-language ones in the
   * columns of the save's language. */
  const values = (input: Body, lang: EditLang) => {
    const picked: Body = { ...input };
    for (const field of richText) picked[field.source] = sanitizeHtml(String(picked[field.source] ?? ''));
    return rowOf(layout, picked, lang);
  };
  const answer = (saved: { answer?: 'empty' | 'id' } | undefined, id: number) => (saved?.answer === 'id' ? { id } : {});

  /** Runs a write in one transaction; a unique index that a concurrent write beat us to is a field error too. */
  async function writing<T>(write: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await app.db.transaction().execute(write);
    } catch (error) {
      if (isUniqueViolation(error) && store.unique?.length) throw taken([...store.unique]);
      throw error;
    }
  }

  const handlers: Record<string, Entry> = {
    [`${name}.getList`]: async () => ({ [api.list.key]: await listRecords(app.db, layout) }),
  };

  if (api.create) {
    handlers[`${name}.create`] = withTransforms(async (request) => {
      const lang = langOf(request.body as Body);
      const record = values(request.body as Body, lang);
      const id = await writing(async (trx) => {
        const duplicates = await takenFields(trx, layout, record, lang);
        if (duplicates.length) throw taken(duplicates);
        const created = await insertRecord(trx, layout, record);
        await writeAudit(trx, {
          actor: actorOf(request),
          entity: name,
          entityId: created,
          action: 'create',
          after: snapshot(layout, record),
        });
        return created;
      });
      return answer(api.create, id);
    });
  }

  if (api.update) {
    const update = call('update');
    handlers[`${name}.update`] = withTransforms(async (request) => {
      const id = recordId(update, request);
      const lang = langOf(request.body as Body);
      const record = values(request.body as Body, lang);
      await writing(async (trx) => {
        const before = await readForChange(trx, app.dialect, layout, id);
        if (!before) throw new ApiError(404, 'server.error.notFound');
        assertVersion(loadedVersion(request), before.updated);
        const duplicates = await takenFields(trx, layout, record, lang, id);
        if (duplicates.length) throw taken(duplicates);
        await updateRecord(trx, layout, id, record, before.updated);
        await writeAudit(trx, {
          actor: actorOf(request),
          entity: name,
          entityId: id,
          action: 'update',
          before: snapshot(layout, before),
          after: snapshot(layout, { ...before, ...record }),
        });
      });
      return answer(api.update, id);
    });
  }

  if (api.delete) {
    const remove = call('delete');
    handlers[`${name}.delete`] = async (request) => {
      const id = recordId(remove, request);
      await writing(async (trx) => {
        const before = await readForChange(trx, app.dialect, layout, id);
        if (!before) throw new ApiError(404, 'server.error.notFound');
        // The browser sends the version of the record it shows: a delete of a record someone
        // changed meanwhile is refused like a stale save.
        assertVersion(loadedVersion(request), before.updated);
        await deleteRecord(trx, layout, id);
        await writeAudit(trx, { actor: actorOf(request), entity: name, entityId: id, action: 'delete', before: snapshot(layout, before) });
      });
      return {};
    };
  }

  registerCalls(app, set, handlers as Handlers<typeof set>);
}

/** Registers the routes of every plain resource found in resources/ (or of the ones given: tests). */
export function resourceRoutes(resources?: GeneratedResource[]) {
  return async (app: FastifyInstance) => {
    for (const resource of resources ?? (await loadGeneratedResources())) routes(app, resource);
  };
}
