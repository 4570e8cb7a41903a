// The custom keywords report an i18n key and its params instead of a text: the error's params
// are `{ key, ...params }` and its message is the key (see fieldErrors.ts for the reading side).
import { type KeywordCxt, type KeywordErrorDefinition, stringify } from 'ajv';

export type KeyedParams = { readonly key: string } & Readonly<Record<string, string | number>>;

export const keyedError: KeywordErrorDefinition = {
  message: ({ params }) => String(params.key),
  params: ({ params }) => stringify(params),
};

/** Adds the error (allErrors mode: validation goes on with the next check). */
export function reportKeyed(cxt: KeywordCxt, params: KeyedParams): void {
  cxt.error(false, { ...params });
}
