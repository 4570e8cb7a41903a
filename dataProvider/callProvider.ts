/**
 * The app's data provider, made from the declared calls (common/calls.ts: resources/<area>/calls.ts,
 * and the plain resources' from their declarations, common/resourceCalls.ts):
 *
 * dataProvider.<callName>(input, options) => the declared call, react-admin's convention for a
 *     custom call (`dataProvider.moveLead({ id, move }, { version })`), typed from the declaration
 *     (CallMethods); input holds the path parameters, the query and the body fields in one object
 *     (dataProvider/callRequests.ts places them); a file upload takes { file, fileName, onProgress }
 *     as options, or { parts } for a form of several files or a PUT (sent by the http client); a
 *     file download answers { blob, fileName }.
 * getList / getMany / getManyReference / getOne / create / update / delete of a resource whose area
 *     declares a call serving the method (`resource` on the set and on the call; getMany and
 *     getManyReference go through getList's call):
 *     getList  => the call with the filters under their query names (paging.filters renames) or in
 *                 its path (a clinic's `hash`); a whole list's filters its query does not declare
 *                 apply to its answer here; and,
 *                 for a paged call, the zero-based page and the size (a page larger than the
 *                 call's largest, several of its pages: pageParts.ts); answers the `items`, the
 *                 `total` and, as meta.sides, the side lists (`grouped`: items kept in a map
 *                 of lists, read as one list); a call without paging answers all,
 *                 filtered, sorted (by any dotted field, e.g. name.RU) and paged here;
 *                 paging.flatten adds the fields the forms edit from nested values (a city's
 *                 `nameRU` from `name.RU`)
 *     getMany  => getList's call, keeping the asked ids; getManyReference => getList filtered
 *     getOne   => the call with { id, ...meta } (the id under `one.id`); its answer, or its `one.key`,
 *                 is the record; a list call serving
 *                 getOne (a plain resource's: no call reads one record) gives the record of the
 *                 list with the id, its per-language fields (paging.languages) in the edit
 *                 language (meta.locals); a record the answer does not hold rejects with 404
 *     create / update => the call with the declared fields of data and meta (a create's new id
 *                 read under `one.id`), or the call's
 *                 `defaults` (update: with id, and the loaded `updated` as If-Match unless
 *                 meta.overwrite, the user chose to save over a newer version); one call may serve
 *                 both (a city's save); a call declaring `parts` sends data as JSON text in one
 *                 part and its new files in their own (an author and its photo);
 *                 delete => the call with the id (under `one.id`) and the shown version; a
 *                 409 of a call that takes no version is no stale version (body.stale false)
 *     A method no call serves rejects: it is not part of the documented API.
 * Nothing else: no request is built outside the declarations (tests/unit/wireMeasures.test.ts).
 */
import {
  type CreateParams,
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  HttpError,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import { type AnyCallSet, type CallAnswer, type CallInput, type Declared, pathParams, type ResourceMethod } from '../common/calls';
import { clientPage, listAnswer, listInput } from '../common/listPage';
import type { CallRegistry } from './callRegistry';
import {
  type CallOptions,
  callRequest,
  type DownloadOptions,
  downloadRequest,
  type Input,
  type PartsOptions,
  partsRequest,
  type UploadOptions,
  uploadRequest,
} from './callRequests';
import type { Download, Downloaded } from './download';
import type { Http } from './http';
import { pageParts, sizeMaximum } from './pageParts';
import type { Upload } from './upload';

/** react-admin's methods; a screen asks for the declared calls it makes as CallsProvider<...>. */
export type AppDataProvider = DataProvider;

type OptionsOf<Call> = Call extends { download: true }
  ? DownloadOptions
  : Call extends { encoding: 'multipart' }
    ? UploadOptions
    : Call extends { version: true }
      ? CallOptions
      : Record<never, never>;

type AnswerOf<Call> = Call extends { download: true } ? Downloaded : CallAnswer<Call>;

/** The data provider's method of one call. */
export type CallMethod<Call> = Call extends { encoding: 'multipart' }
  ? (input: CallInput<Call>, options: UploadOptions | PartsOptions) => Promise<AnswerOf<Call>>
  : Record<never, never> extends CallInput<Call>
    ? (input?: CallInput<Call>, options?: OptionsOf<Call>) => Promise<AnswerOf<Call>>
    : (input: CallInput<Call>, options?: OptionsOf<Call>) => Promise<AnswerOf<Call>>;

/** The methods of a set's calls, by name: `useDataProvider<AppDataProvider & CallMethods<typeof leadCalls>>()`. */
export type CallMethods<Set extends AnyCallSet> = { [Name in keyof Set['calls'] & string]: CallMethod<Set['calls'][Name]> };

type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;

/** The app's data provider with the methods of one or more sets, as a screen asks for it:
 * `useDataProvider<CallsProvider<typeof userCalls | typeof timeZoneCalls>>()`. */
export type CallsProvider<Sets extends AnyCallSet> = AppDataProvider & Intersection<Sets extends AnyCallSet ? CallMethods<Sets> : never>;

export interface Transport {
  http: Http;
  upload: Upload;
  download: Download;
}

type Body = Record<string, unknown>;

/** Property names react-admin, promises and test tools probe on any object: never calls. */
const NOT_CALLS = new Set(['then', 'toJSON', 'asymmetricMatch', 'nodeType', 'tagName', 'constructor']);
const CALL_NAME = /^[a-z][A-Za-z0-9]*$/;

const propertiesOf = (schema: object | undefined) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

/** The input a call declares (path parameters, query, body), picked from the sources, or its
 * default where none has it. */
function declaredInput(call: Declared, ...sources: Array<Body | undefined>): Input {
  const merged: Body = Object.assign({}, call.defaults, ...sources);
  const names = [call.params, call.query, call.body].flatMap(propertiesOf);
  return Object.fromEntries(names.filter((name) => merged[name] !== undefined).map((name) => [name, merged[name]]));
}

/** A record of a list as a per-language form edits it: each per-language field in one language. */
function inLanguage(record: RaRecord, fields: readonly string[], meta: Body | undefined): RaRecord {
  const lang = meta?.locals === 'EN' ? 'EN' : 'RU';
  return { ...record, ...Object.fromEntries(fields.map((field) => [field, record[`${field}${lang}`] ?? ''])) };
}

/** A save of a call declaring `parts`: the record as JSON text, its new files beside it, and the
 * record's values of the path's parameters in the path (a banner's `:id`). */
function recordParts(call: Declared, data: Body, options: CallOptions = {}) {
  const { json, files } = call.parts as NonNullable<Declared['parts']>;
  const record = Object.fromEntries(Object.entries(data).filter(([field]) => !files.includes(field)));
  const chosen = Object.fromEntries(files.flatMap((field) => (data[field] instanceof Blob ? [[field, data[field] as Blob]] : [])));
  const path = Object.fromEntries(pathParams(call.path).map((name) => [name, data[name]]));
  return partsRequest(call, path, { ...options, parts: { [json]: JSON.stringify(record), ...chosen } });
}

const versionOf = (record: unknown) => {
  const updated = (record as RaRecord | undefined)?.updated;
  return typeof updated === 'number' ? updated : undefined;
};

export function createDataProvider(registry: CallRegistry, transport: Transport): AppDataProvider {
  const { http } = transport;

  async function run(call: Declared, input: Input = {}, options: object = {}): Promise<unknown> {
    if (call.upgrade) throw new Error(`${call.name} is a socket, opened by the live channel (src/live/LiveProvider.tsx)`);
    if (call.download) return transport.download(downloadRequest(call, input, options));
    if (call.encoding === 'multipart' && 'parts' in options) return http(partsRequest(call, input, options as PartsOptions));
    if (call.encoding === 'multipart') return transport.upload(uploadRequest(call, input, options as UploadOptions));
    return http(callRequest(call, input, options));
  }

  async function getList(call: Declared, params: GetListParams) {
    const paging = call.paging ?? { items: 'items' };
    const { input, rest: filter } = listInput(call, params.filter);
    if (paging.page && paging.size && params.pagination) {
      const { page, size } = paging;
      const { pages, size: perPage } = pageParts(params.pagination.page, params.pagination.perPage, sizeMaximum(call, size));
      if (pages.length > 1) return pagesOf(call, input, { page, size, perPage }, pages);
      input[page] = pages[0];
      input[size] = perPage;
    }
    const { records, total, sides } = listAnswer(call, await http(callRequest(call, input)));
    const data = records as RaRecord[];
    if (total === undefined) return { ...clientPage(data, { ...params, filter }), meta: { sides } };
    return { data, total, meta: { sides } };
  }

  /** A page larger than the call serves, read as several of its pages (pageParts.ts), one after
   * the other until one is short; their records joined, each side list's entries too. */
  async function pagesOf(call: Declared, input: Input, names: { page: string; size: string; perPage: number }, pages: number[]) {
    const data: RaRecord[] = [];
    const sides: Record<string, unknown> = {};
    let total: number | undefined;
    for (const at of pages) {
      const answer = listAnswer(call, await http(callRequest(call, { ...input, [names.page]: at, [names.size]: names.perPage })));
      data.push(...(answer.records as RaRecord[]));
      total = answer.total;
      for (const [name, side] of Object.entries(answer.sides ?? {}))
        sides[name] = Array.isArray(side)
          ? [...((sides[name] as unknown[]) ?? []), ...side]
          : { ...(sides[name] as object), ...(side as object) };
      if (answer.records.length < names.perPage) break;
    }
    return { data, total, meta: { sides } };
  }

  type Own = (call: Declared, params: never) => Promise<unknown>;
  type Method = (resource: string, params: never) => Promise<unknown>;
  const undocumented = (resource: string, method: string) => new Error(`${resource}: ${method} is not part of the documented API`);
  /** The method of a resource whose area declares the call serving it (`via`). */
  const declared =
    (method: keyof DataProvider, via: ResourceMethod, own: Own): Method =>
    async (resource, params) => {
      const call = await registry.resourceCall(resource, via);
      if (!call) throw undocumented(resource, String(method));
      return own(call, params);
    };

  const resourceMethods: Record<string, Method> = {
    getList: declared('getList', 'getList', getList),
    getMany: declared('getMany', 'getList', async (call, params: GetManyParams) => {
      const { data } = await getList(call, { filter: {} } as GetListParams);
      const wanted = new Set(params.ids.map(String));
      return { data: data.filter((record) => wanted.has(String(record.id))) };
    }),
    getManyReference: declared('getManyReference', 'getList', (call, params: GetManyReferenceParams) =>
      getList(call, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    ),
    getOne: declared('getOne', 'getOne', async (call, params: GetOneParams) => {
      if (call.paging) {
        const { data } = await getList(call, { filter: {} } as GetListParams);
        const found = data.find((record) => String(record.id) === String(params.id));
        if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
        return { data: inLanguage(found, call.paging.languages ?? [], params.meta) };
      }
      const body = (await http(callRequest(call, declaredInput(call, params.meta, { [call.one?.id ?? 'id']: params.id })))) as Body | null;
      const record = call.one?.key ? body?.[call.one.key] : body;
      if (!record) throw new HttpError('ra.notification.item_doesnt_exist', 404, body);
      return { data: record as RaRecord };
    }),
    create: declared('create', 'create', async (call, params: CreateParams) => {
      const request = call.parts ? recordParts(call, params.data) : callRequest(call, declaredInput(call, params.data, params.meta));
      const answer = ((await http(request)) ?? {}) as Body;
      return { data: { ...params.data, id: (answer[call.one?.id ?? 'id'] as Identifier | undefined) ?? params.data.id } as RaRecord };
    }),
    update: declared('update', 'update', async (call, params: UpdateParams) => {
      const version = params.meta?.overwrite ? undefined : versionOf(params.previousData);
      await http(
        call.parts
          ? recordParts(call, { ...params.data, id: params.id }, { version })
          : callRequest(call, declaredInput(call, params.data, params.meta, { id: params.id }), { version }),
      );
      // The version the record had is spent; the next edit loads the stored one.
      return { data: { ...params.previousData, ...params.data, id: params.id, updated: undefined } as RaRecord };
    }),
    delete: declared('delete', 'delete', async (call, params: DeleteParams) => {
      const named = call.one?.from ? (params.previousData as RaRecord | undefined)?.[call.one.from] : params.id;
      const input = declaredInput(call, { [call.one?.id ?? 'id']: named });
      await http(callRequest(call, input, { version: versionOf(params.previousData) })).catch((error: unknown) => {
        // A delete that takes no version is refused by 409 for what the record is (a media file an
        // article uses), never for a stale version: no conflict choice, the screen's own alert.
        if (call.version || !(error instanceof HttpError) || error.status !== 409) throw error;
        throw new HttpError(error.message, 409, { ...error.body, stale: false });
      });
      return { data: params.previousData as RaRecord };
    }),
  };

  const refuse = (method: string) => async (resource: string) => {
    throw undocumented(resource, method);
  };
  const provider = { ...resourceMethods, updateMany: refuse('updateMany'), deleteMany: refuse('deleteMany') } as unknown as AppDataProvider;
  const methods = new Map<string, (input?: Input, options?: object) => Promise<unknown>>();
  return new Proxy(provider, {
    get(target, name, receiver) {
      if (typeof name === 'symbol' || name in target || NOT_CALLS.has(name) || !CALL_NAME.test(name))
        return Reflect.get(target, name, receiver);
      let method = methods.get(name);
      if (!method) {
        method = async (input, options) => run(await registry.named(name), input, options);
        methods.set(name, method);
      }
      return method;
    },
  });
}
