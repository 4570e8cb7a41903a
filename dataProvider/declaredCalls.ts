// The endpoint table entries of one plain resource, made from its declaration's `api`
// (common/resource.ts), so a new plain resource needs no line in endpoints.ts:
//
// getList => GET  api.list.path             { [api.list.key]: records } (sorted, paged here)
// getMany => the same list, filtered by id
// getOne  => the same list, the record with the id: its per-language fields (`nameRU`, `nameEN`
//            on the wire) as the form edits them, `name` in the edit language (meta.locals)
// create  => api.create.method/path  store.fields (+ locals when per language)
// update  => api.update.method/path  store.fields (+ locals) + id (`:id` in the path, else in the
//            body); If-Match: the version the form loaded
// delete  => api.delete.method/path with `:id`; If-Match: the version the list shows
// Encodings and error locations as declared: by default JSON, errors under `error`.
import type { RaRecord } from 'react-admin';
import type { EditLang } from '../common/lang';
import { type ApiCall, languageColumn, perLanguageFields, type ResourceDefinition } from '../common/resource';
import type { ResourceEndpoints, SaveEndpoint, WireBody } from './types';

const records = (body: WireBody, key: string) => (Array.isArray(body[key]) ? (body[key] as RaRecord[]) : []);

const editLang = (meta: Record<string, unknown>): EditLang => (meta.locals === 'EN' ? 'EN' : 'RU');

/** A record of the list as a per-language form edits it: each per-language field in one language. */
export function inLanguage(record: RaRecord, fields: readonly string[], lang: EditLang): RaRecord {
  const edited: RaRecord = { ...record };
  for (const field of fields) edited[field] = record[languageColumn(field, lang)] ?? '';
  return edited;
}

export function declaredCalls({ config }: ResourceDefinition): ResourceEndpoints {
  const { api, store } = config;
  if (!api || !store) return {};
  const perLanguage = perLanguageFields(config);
  // The edit language goes with every save of per-language values (meta.locals, SchemaForm).
  const sent = perLanguage.length ? [...store.fields, 'locals'] : [...store.fields];
  const save = (call: ApiCall & { method?: 'POST' | 'PUT' }, withId: boolean): SaveEndpoint => ({
    call: { method: call.method ?? 'POST', path: call.path, encoding: call.encoding ?? 'json', errorsAt: call.errorsAt ?? 'error' },
    fields: withId && !call.path.includes(':id') ? [...sent, 'id'] : sent,
    savedId: call.answer === 'id' ? (body) => body.id as number | undefined : undefined,
  });
  const list = { path: api.list.path };
  return {
    getList: { call: list, rows: (body) => records(body, api.list.key) },
    // No call reads one record: the list has every language of each (no extra documented call).
    getOne: {
      call: list,
      record: (body, { id, meta }) => {
        const found = records(body, api.list.key).find((record) => String(record.id) === String(id));
        return found && inLanguage(found, perLanguage, editLang(meta));
      },
    },
    ...(api.create && { create: save(api.create, false) }),
    ...(api.update && { update: save(api.update, true) }),
    ...(api.delete && { delete: { call: { method: api.delete.method ?? 'DELETE', path: api.delete.path } } }),
  };
}
