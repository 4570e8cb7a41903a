/**
 * react-admin's DataProvider over the endpoint table of the plain resources (dataProvider/declaredEndpoints.ts):
 *
 * getList  => the resource's list call: the whole list, filtered, sorted (by any dotted field,
 *             e.g. name.RU) and paged here (the paged calls of the other areas are declared:
 *             dataProvider/callProvider.ts)
 * getMany  => the list call, keeping the asked ids (no call documents a by-ids lookup)
 * getOne   => the getOne call with `:id` and the extra query from meta (e.g. locals); a record
 *             the answer does not hold rejects with status 404
 * create   => the create call; body = the declared fields of defaults + data + meta
 * update   => the update call; body = the declared fields of data + meta (with id); the version the
 *             form loaded (previousData.updated) goes as If-Match, unless meta.overwrite is set
 *             (the user chose to save over a newer version); a stale one rejects with status 409
 * delete   => the delete call with `:id`; the version of the record shown (previousData.updated)
 *             goes as If-Match, so that a record changed meanwhile is not deleted (409)
 * request  => a call outside the table (the menu counters) through the same client
 * Everything else is outside the documented API and rejects.
 */
import { type DataProvider, type GetListParams, HttpError, type Identifier, type RaRecord, type UpdateParams } from 'react-admin';
import { clientPage } from './clientList';
import type { Http, HttpRequest } from './http';
import type { Call, EndpointTable, ResourceEndpoints, SaveEndpoint, WireBody } from './types';

export type AppDataProvider = DataProvider & {
  request: <T = unknown>(request: HttpRequest) => Promise<T>;
};

const atPath = (call: Call, id?: Identifier) => call.path.replace(':id', encodeURIComponent(String(id ?? '')));

function pick(fields: readonly string[], ...sources: Array<Record<string, unknown> | undefined>): WireBody {
  const merged = Object.assign({}, ...sources) as WireBody;
  return Object.fromEntries(fields.filter((field) => merged[field] !== undefined).map((f) => [f, merged[f]]));
}

/** The version to send with an update: the loaded record's `updated`, none when overwriting. */
function versionOf(params: UpdateParams): number | undefined {
  const updated = (params.previousData as RaRecord | undefined)?.updated;
  return params.meta?.overwrite || typeof updated !== 'number' ? undefined : updated;
}

export function createDataProvider(http: Http, table: EndpointTable): AppDataProvider {
  function entry<K extends keyof ResourceEndpoints>(resource: string, method: K): NonNullable<ResourceEndpoints[K]> {
    const found = table[resource]?.[method];
    if (!found) throw new Error(`${resource}: ${String(method)} is not part of the documented API`);
    return found as NonNullable<ResourceEndpoints[K]>;
  }

  async function getList(resource: string, params: GetListParams) {
    const list = entry(resource, 'getList');
    const body = await http<WireBody>({ ...list.call, path: atPath(list.call) });
    return clientPage(list.rows(body ?? {}), params);
  }

  async function save(endpoint: SaveEndpoint, values: WireBody, meta: WireBody | undefined, fallback?: Identifier, version?: number) {
    const body = pick(endpoint.fields, endpoint.defaults, values, meta);
    const answer = (await http<WireBody>({ ...endpoint.call, path: atPath(endpoint.call, fallback), body, version })) ?? {};
    const id = endpoint.savedId?.(answer) ?? fallback;
    return { data: { ...values, id } as RaRecord };
  }

  const unsupported = (method: string) => (resource: string) =>
    Promise.reject(new Error(`${resource}: ${method} is not part of the documented API`));

  return {
    getList,
    getMany: async (resource, params) => {
      const { data } = await getList(resource, { filter: {} } as GetListParams);
      const wanted = new Set(params.ids.map(String));
      return { data: data.filter((record) => wanted.has(String(record.id))) };
    },
    getManyReference: (resource, params) => getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    getOne: async (resource, params) => {
      const one = entry(resource, 'getOne');
      const query = one.query?.(params.meta ?? {});
      const body = (await http<WireBody>({ ...one.call, path: atPath(one.call, params.id), query })) ?? {};
      const data = one.record(body, { id: params.id, meta: params.meta ?? {} });
      if (!data) throw new HttpError('ra.notification.item_doesnt_exist', 404, body);
      return { data };
    },
    create: async (resource, params) => save(entry(resource, 'create'), params.data, params.meta),
    update: async (resource, params) => {
      const saved = await save(entry(resource, 'update'), { ...params.data, id: params.id }, params.meta, params.id, versionOf(params));
      // The version the record had is spent; the next edit loads the stored one.
      return { data: { ...params.previousData, ...saved.data, updated: undefined } };
    },
    delete: async (resource, params) => {
      const call = entry(resource, 'delete').call;
      const updated = (params.previousData as RaRecord | undefined)?.updated;
      const version = typeof updated === 'number' ? updated : undefined;
      await http({ ...call, method: call.method ?? 'DELETE', path: atPath(call, params.id), version });
      return { data: params.previousData as RaRecord };
    },
    updateMany: unsupported('updateMany'),
    deleteMany: unsupported('deleteMany'),
    request: http,
  } as AppDataProvider;
}
