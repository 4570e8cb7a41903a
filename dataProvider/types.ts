// The shape of the endpoint table: how each react-admin method of a resource maps onto one
// documented call. dataProvider/declaredEndpoints.ts fills it; dataProvider/index.ts interprets it.
import type { Identifier, RaRecord } from 'react-admin';
import type { Encoding, ErrorsAt, Method, QueryValue } from './http';

export interface Call {
  method?: Method;
  /** The documented path; `:id` is replaced by the record's id. */
  path: string;
  encoding?: Encoding;
  errorsAt?: ErrorsAt;
}

export type WireBody = Record<string, unknown>;

/** A call that answers the whole list: the provider filters, sorts and pages it. */
export interface ListEndpoint {
  call: Call;
  rows: (body: WireBody) => RaRecord[];
}

export interface OneEndpoint {
  call: Call;
  /** Extra query parameters, e.g. the edit language of per-language content. */
  query?: (meta: Record<string, unknown>) => Record<string, QueryValue>;
  /** The record in the answer; undefined when it is not there (a list without that id). */
  record: (body: WireBody, params: { id: Identifier; meta: Record<string, unknown> }) => RaRecord | undefined;
}

export interface SaveEndpoint {
  call: Call;
  /** The body's fields, picked from the form values (and meta); nothing else is sent. */
  fields: readonly string[];
  /** Values sent when the form has none (e.g. `id: 0` = new). */
  defaults?: WireBody;
  /** The saved record's id as the answer tells it. */
  savedId?: (body: WireBody) => Identifier | undefined;
}

export interface ResourceEndpoints {
  getList?: ListEndpoint;
  getOne?: OneEndpoint;
  create?: SaveEndpoint;
  update?: SaveEndpoint;
  delete?: { call: Call };
}

export type EndpointTable = Record<string, ResourceEndpoints>;
