// The declaration of the wire (issue 24): every documented call is declared once, as data that
// both sides read. The server registers each call's route from it (server/http/registerCalls.ts:
// access, anti-forgery, schemas, answer, API reference) and attaches the hand-written handler of
// the same name; the browser's data provider makes a method of the same name from it
// (dataProvider/callProvider.ts: path, query, body encoding, If-Match, field errors, paging).
// An area's calls are in resources/<area>/calls.ts (docs/adding-a-resource.md "Calls served by
// hand-written handlers"). Types of each call's input and answer are derived from its schemas by
// json-schema-to-ts, so a handler and a screen are checked against the same declaration.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Access, ErrorsAt } from './resource';

export type { Access, ErrorsAt };

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

/**
 * How the body travels:
 * - 'form': form fields; the browser sends multipart/form-data, the server reads multipart fields
 *   (repeated fields become lists) or JSON into the validated body;
 * - 'json': a JSON body;
 * - 'multipart': a file upload (multipart/form-data with one file part), read by the handler;
 * - 'none': no body.
 */
export type CallEncoding = 'form' | 'json' | 'multipart' | 'none';

/** The react-admin method of the set's resource that a call serves (getMany reads the list; a
 * list call serving getOne gives the record of the list with the id). */
export type ResourceMethod = 'getList' | 'getOne' | 'create' | 'update' | 'delete';

/** What a call publishes on the live channel when it succeeds (common/live.ts): the topic's
 * subscribers reload (`leads`: the managers' lists and menu counters). */
export type LiveTopic = 'leads';

/** How a list call pages: the answer's items and total, the zero-based page and size query
 * parameters, and the lists beside the items that name what they point at. */
export interface CallPaging {
  /** The answer's key of the page's records; absent: the answer is the list itself (a clinic's
   * patient reviews). */
  items?: string;
  /** The answer's key of the number of records under the filters; absent: the items are all. */
  total?: string;
  /** The query parameters of the page (zero-based) and of its size; absent: one page holds all. */
  page?: string;
  size?: string;
  /** The answer's side lists ({ id, name } of what the items point at): the data provider passes
   * them on as `meta.sides` of getList. */
  sides?: readonly string[];
  /** react-admin filter name -> the call's query parameter, where they differ. */
  filters?: Readonly<Record<string, string>>;
  /** Fields the browser adds to each item from its nested values, as the forms edit them: field ->
   * dotted path (`nameRU: 'name.RU'`); an absent value is ''. */
  flatten?: Readonly<Record<string, string>>;
  /** The items are a map of lists (`{ [id]: [record] }`, 002 §7's videoIds), read as one list. */
  grouped?: true;
  /** Per-language fields the items carry as two columns (`titleRU`, `titleEN`): the record a list
   * call gives as getOne has each in the edit language (meta.locals) as the form edits it. */
  languages?: readonly string[];
}

type Schema = object;

/** One call as an area declares it; `name` is the key it is declared under. */
export interface CallSpec {
  method: CallMethod;
  /** Exactly as the spec writes it, with `:name` for each path parameter (`{hash}` -> `:hash`). */
  path: string;
  /** One or two sentences for the API reference. */
  description: string;
  /** Who may call it; by default the area's. */
  access?: Access;
  /** JSON Schemas of the path parameters, the query string and the body (schemas/). */
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** An upload's ('multipart') form fields beside the file: read and checked by the handler, since
   * the body is streamed (the browser sends them as the upload's fields). */
  fields?: Schema;
  /** By default: with a body, the area's or 'json'; without, 'none' (an upload says 'multipart'). */
  encoding?: CallEncoding;
  /** What the browser sends where the server reads more: 'json' for a 'form' call whose screens
   * send JSON (the server reads form fields or JSON alike; advertising's saves). */
  sends?: 'json';
  /** Body values the browser sends when the input leaves them out (a new row's `id: 0`). */
  defaults?: Readonly<Record<string, unknown>>;
  /** The 200 answer's schema (schemas/answers/). */
  answer?: Schema;
  /** The answers of other statuses the reference lists, by status (an image's 304 Not Modified). */
  answers?: Readonly<Record<number, Schema>>;
  /** Where a refused value's field errors are: under `error`, `errors` or at the top level;
   * absent: the call has no field errors (a refusal is the common error answer). */
  errorsAt?: ErrorsAt;
  /** The call takes If-Match: the `updated` version the screen loaded; a newer stored one is 409. */
  version?: boolean;
  paging?: CallPaging;
  /** Published on the live channel after the call succeeded. */
  live?: LiveTopic;
  /** The react-admin method(s) of the area's resource this call serves (a save serving create
   * and update: `['create', 'update']`). */
  resource?: ResourceMethod | readonly ResourceMethod[];
  /** A call about one record whose id travels under another name: a getOne's or a delete's input
   * (an account's `hash`, a media file's `mediaFileId`) or a create's answer (a video's `videoId`);
   * or a getOne whose answer holds the record under a key (`{ user, complete }`: `key: 'user'`);
   * `from`: a delete names the record by this field of it rather than by its id (a free file by
   * its `hash`). */
  one?: { id?: string; key?: string; from?: string };
  /** A multipart save whose record travels as JSON text in one part (`json`) beside its files, each
   * in a part of its own named after its field (an author: `author` and `photo`). A file field
   * holding no new file (the stored picture's address) sends no part: the stored file stays. */
  parts?: { json: string; files: readonly string[] };
  /** The answer is a file the browser saves (streamed, read with progress), not JSON. */
  download?: boolean;
  /** false: a change without the session's anti-forgery token (a cross-site public form). */
  csrf?: false;
  /** The browser asks for a fresh anti-forgery token before sending it (the sign-in and password
   * forms, which a new or expired session submits), as the original client does. */
  freshCsrf?: true;
  /** Every answer, refusals included, carries Cache-Control: no-store (personal data). */
  noStore?: boolean;
  /** Its 404 is the screen's to tell where the call was made (a thing someone else removed
   * meanwhile), not the not-found page's: the screen around still stands. */
  notFoundHere?: true;
  /** The browser sends it to outlive the page (fetch's keepalive): a small choice made in passing
   * (the columns shown) is kept even when the page is reloaded or closed right after the click. */
  keepalive?: true;
  /** The call opens a WebSocket (the live channel): its handler gets the open socket, and the
   * browser opens it with `new WebSocket`, never as a data provider method. */
  upgrade?: 'websocket';
}

/** What an area says once for all its calls. */
export interface AreaSpec {
  /** The area's name: the calls' group in the API reference (/api/docs). */
  area: string;
  /** The react-admin resource whose methods its calls serve (`resource` on a call); several when
   * two screens show the same records (a promo is read, saved and deleted alike by every promotion
   * and by a holder's promos). */
  resource?: string | readonly string[];
  /** Defaults of its calls: the encoding of those with a body, where the field errors of those
   * that send something are. */
  access?: Access;
  encoding?: CallEncoding;
  errorsAt?: ErrorsAt;
  noStore?: boolean;
}

/** A declared call: its spec with its name, its area and every default settled. */
export type Declared<Name extends string = string, Spec extends CallSpec = CallSpec> = Spec & {
  readonly name: Name;
  readonly area: string;
  readonly access: Access;
  readonly encoding: CallEncoding;
  readonly errorsAt?: ErrorsAt;
  readonly noStore?: boolean;
};

export interface CallSet<Calls extends Record<string, CallSpec> = Record<string, CallSpec>> {
  readonly kind: 'calls';
  readonly area: string;
  readonly resource?: string | readonly string[];
  readonly calls: { readonly [Name in keyof Calls & string]: Declared<Name, Calls[Name]> };
}

export type AnyCallSet = CallSet<Record<string, CallSpec>>;

/** The calls of one area. Names are unique app-wide (the data provider's method names, the API
 * reference's operation ids); a path parameter must be a property of `params`; a call without an
 * access rule, on its own or the area's, is refused here, at load. */
export function defineCalls<const Calls extends Record<string, CallSpec>>(area: AreaSpec, calls: Calls): CallSet<Calls> {
  const declared = Object.fromEntries(
    Object.entries(calls).map(([name, spec]) => {
      const access = spec.access ?? area.access;
      if (access === undefined) throw new Error(`${area.area}: ${name} declares no access rule`);
      const encoding = spec.encoding ?? (spec.body ? (area.encoding ?? 'json') : 'none');
      const errorsAt = spec.errorsAt ?? (encoding === 'none' ? undefined : area.errorsAt);
      const noStore = spec.noStore ?? area.noStore;
      const missing = pathParams(spec.path).filter((param) => !(param in ((spec.params as { properties?: object })?.properties ?? {})));
      if (missing.length) throw new Error(`${area.area}: ${name} (${spec.path}) has no schema for ${missing.join(', ')}`);
      if (spec.fields && encoding !== 'multipart') throw new Error(`${area.area}: ${name} declares upload fields without an upload`);
      if (spec.resource && !area.resource) throw new Error(`${area.area}: ${name} serves ${spec.resource} of no resource`);
      const call = { ...spec, name, area: area.area, access, encoding, ...(errorsAt && { errorsAt }), ...(noStore && { noStore }) };
      return [name, call];
    }),
  );
  return { kind: 'calls', area: area.area, ...(area.resource && { resource: area.resource }), calls: declared } as CallSet<Calls>;
}

/** The react-admin resources a set's calls serve (none, one or several). */
export const setResources = (set: AnyCallSet): readonly string[] => [set.resource ?? []].flat();

export const isCallSet = (value: unknown): value is AnyCallSet => (value as AnyCallSet | null)?.kind === 'calls';

/** The call sets a module exports (resources/<area>/calls.ts may export several). */
export const callSetsOf = (module: Record<string, unknown>): AnyCallSet[] => Object.values(module).filter(isCallSet);

/** The names of a path's parameters: `/api/manager/lead/:id/:move` -> id, move. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);

/** `METHOD path`, as the spec, the route table and the tests write a call. */
export const callKey = (call: Pick<CallSpec, 'method' | 'path'>) => `${call.method} ${call.path}`;

// The types of a call's input and answer, from its schemas.

/** isRequiredText of schemas/keywords/text.ts, on the rule's type. */
type RequiredText<Rule> = Rule extends { notblank: true }
  ? true
  : Rule extends { notblank: false }
    ? false
    : Rule extends { min: infer Min extends number }
      ? Min extends 0
        ? false
        : true
      : false;

/** The properties whose rule makes them required: a required text, or any select. */
type RuleRequired<Properties> = {
  [Key in keyof Properties]: Properties[Key] extends { select: unknown }
    ? Key
    : Properties[Key] extends { text: infer Rule }
      ? RequiredText<Rule> extends true
        ? Key
        : never
      : never;
}[keyof Properties];

type Listed<S> = S extends { required: readonly (infer Name)[] } ? Name : never;

/** The schema as the shared validator reads it (schemas/validator.ts): a property with a required
 * `text` rule or a `select` rule is required, which json-schema-to-ts cannot know. */
export type WithRuleRequired<S> = S extends { properties: infer Properties }
  ? [RuleRequired<Properties>] extends [never]
    ? S
    : Omit<S, 'required'> & { readonly required: readonly (Listed<S> | (RuleRequired<Properties> & string))[] }
  : S;

type Part<Call, Key extends string> = Call extends { readonly [K in Key]: infer S } ? S : undefined;

/** A part (params, query, body) as validated: defaults applied, so a defaulted property is there. */
export type Validated<S> = S extends undefined
  ? Record<never, never>
  : WithRuleRequired<S> extends infer R extends JSONSchema
    ? FromSchema<R>
    : never;

/** A part as a caller sends it: a defaulted property may be left out. */
export type Sent<S> = S extends undefined
  ? Record<never, never>
  : WithRuleRequired<S> extends infer R extends JSONSchema
    ? FromSchema<R, { keepDefaultedPropertiesOptional: true }>
    : never;

export type CallParams<Call> = Validated<Part<Call, 'params'>>;
export type CallQuery<Call> = Validated<Part<Call, 'query'>>;
export type CallBody<Call> = Validated<Part<Call, 'body'>>;

/** What a browser passes to a call: its path parameters, query and body (or upload) fields in one object. */
export type CallInput<Call> = Sent<Part<Call, 'params'>> &
  Sent<Part<Call, 'query'>> &
  Sent<Part<Call, 'body'>> &
  Sent<Part<Call, 'fields'>>;

/** The declared 200 answer; unknown for a file or an undeclared answer. */
export type CallAnswer<Call> = Call extends { download: true }
  ? unknown
  : Part<Call, 'answer'> extends infer S extends JSONSchema
    ? FromSchema<S>
    : unknown;

/** The calls of a set by name. */
export type CallsOf<Set extends AnyCallSet> = Set['calls'];
