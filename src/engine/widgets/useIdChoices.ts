// What an id picker offers (the `ids` and `checks` widgets), named in the UI language, else in the
// other, else by `#id`: a resource's records (FieldSpec `reference`, the first `options.perPage`, 1000
// by default, or the whole list with `options.whole`), a side list of that whole list's answer
// (`options.side`: the reference data's specialties), or the items of a declared call's answer
// (`choicesFrom.call` with its `input`, where `{LANG}` and `{lang}` are the UI language: the
// portal's doctors); by name, or with `choicesFrom` in the answer's order. Each is read as every
// other reader of it asks, so the screens share one cached read.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { editLangOf } from '../../../common/lang';
import { type FieldSpec, localizedPath } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';
import { wholeListOf } from '../list/wholeList';
import type { CallMethods } from '../page/recordPageContext';
import type { IdChoice } from './IdsAutocomplete';

const WHOLE = wholeListOf({});
type Item = { id: string | number };

export interface IdChoices {
  options: IdChoice[];
  loading: boolean;
  failed: boolean;
}

/** `input` with the UI language in its texts (`{LANG}`: RU, `{lang}`: ru). */
const inLang = (input: Readonly<Record<string, unknown>> = {}, lang: 'ru' | 'en') =>
  Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace('{LANG}', editLangOf(lang)).replace('{lang}', lang) : value,
    ]),
  );

export function useIdChoices(field: FieldSpec, lang: 'ru' | 'en'): IdChoices {
  const dataProvider = useDataProvider<CallMethods>();
  const { perPage = 1000, whole, side } = (field.options ?? {}) as { perPage?: number; whole?: boolean; side?: string };
  const from = field.choicesFrom && 'call' in field.choicesFrom ? field.choicesFrom : undefined;
  const input = inLang(from?.input, lang);
  const called = useQuery({
    queryKey: ['fieldChoices', from?.call, input],
    queryFn: () => dataProvider[from?.call ?? ''](input),
    enabled: !!from,
    staleTime: 60_000,
  });
  const read = whole || side ? WHOLE : { pagination: { page: 1, perPage } };
  const listed = useGetList(field.reference ?? '', read, {
    enabled: !!field.reference && !from,
    staleTime: whole || side ? 5 * 60_000 : undefined,
  });
  const query = from ? called : listed;
  const sides = (listed.meta as { sides?: Record<string, Item[]> } | undefined)?.sides;
  const items = (from ? (from.items ? valueAt(called.data, from.items) : called.data) : side ? sides?.[side] : listed.data) as
    | Item[]
    | undefined;
  const optionText = from?.optionText ?? field.optionText ?? 'name';
  const options = useMemo(() => {
    const nameOf = (item: Item) =>
      String(valueAt(item, localizedPath(optionText, lang)) || valueAt(item, localizedPath(optionText, lang === 'ru' ? 'en' : 'ru')) || '');
    const named = (items ?? []).map((item) => ({ id: item.id, name: nameOf(item) || `#${item.id}` }));
    return from ? named : named.sort((a, b) => a.name.localeCompare(b.name));
  }, [items, optionText, lang, from]);
  return { options, loading: query.isPending, failed: query.isError };
}
