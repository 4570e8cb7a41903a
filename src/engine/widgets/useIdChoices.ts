// What an id picker offers (the `ids` and `checks` widgets), named in the UI language (a host's edit
// language), else the other, else `#id`: a resource's records (`perPage`, `whole`, `routed`), a side
// list of their answer (`side`), a declared call's items (`choicesFrom`, `{LANG}` in its input), or
// each item's `within` entries under its name. Each read is the one every other reader asks for, so
// the screens share one cached read.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { editLangOf, type Lang } from '../../../common/lang';
import type { FieldSpec } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';
import { useLang } from '../../useLang';
import { useHost } from '../host/hostContext';
import { wholeListOf } from '../list/wholeList';
import type { CallMethods } from '../page/recordPageContext';
import { firstFilled } from '../parts/nameIn';
import { useRouteValues } from '../routeValues';
import { useScreenPath } from '../ScreenPath';
import type { IdChoice } from './IdsAutocomplete';

type Item = { id: string | number };

export interface IdChoices {
  options: IdChoice[];
  loading: boolean;
  failed: boolean;
}

interface Options {
  perPage?: number;
  whole?: boolean;
  side?: string;
  routed?: boolean;
  within?: string;
}

/** `input` with the language in its texts (`{LANG}`: RU, `{lang}`: ru). */
const inLang = (input: Readonly<Record<string, unknown>> = {}, lang: Lang) =>
  Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace('{LANG}', editLangOf(lang)).replace('{lang}', lang) : value,
    ]),
  );

export function useIdChoices(field: FieldSpec): IdChoices {
  const dataProvider = useDataProvider<CallMethods>();
  const hostLang = useHost()?.lang;
  const ui = useLang();
  const lang: Lang = hostLang ? (hostLang === 'EN' ? 'en' : 'ru') : ui;
  const route = useRouteValues(useScreenPath());
  const { perPage = 1000, whole, side, routed, within } = (field.options ?? {}) as Options;
  const from = field.choicesFrom && 'call' in field.choicesFrom ? field.choicesFrom : undefined;
  const input = inLang(from?.input, lang);
  const called = useQuery({
    queryKey: ['fieldChoices', from?.call, input],
    queryFn: () => dataProvider[from?.call ?? ''](input),
    enabled: !!from,
    staleTime: 60_000,
  });
  const filter = routed ? route : {};
  const read = whole || side || routed ? wholeListOf(filter) : { pagination: { page: 1, perPage } };
  const listed = useGetList(field.reference ?? '', read, {
    enabled: !!field.reference && !from,
    staleTime: whole || side ? 5 * 60_000 : undefined,
  });
  const query = from ? called : listed;
  const sides = (listed.meta as { sides?: Record<string, Item[]> } | undefined)?.sides;
  const items = (from ? (from.items ? valueAt(called.data, from.items) : called.data) : side ? sides?.[side] : listed.data) as
    | (Item | Item['id'])[]
    | undefined;
  const optionText = from?.optionText ?? field.optionText ?? 'name';
  const options = useMemo(() => {
    const nameOf = (item: Item) =>
      String(firstFilled(item, optionText, lang) || firstFilled(item, optionText, lang === 'ru' ? 'en' : 'ru') || '');
    const choice = (item: Item, group?: string) => ({ id: item.id, name: nameOf(item) || `#${item.id}`, ...(group && { group }) });
    // A plain code (a role) is an item of that id.
    const named = (items ?? [])
      .map((item) => (typeof item === 'object' ? item : { id: item }))
      .flatMap((item) => (within ? ((valueAt(item, within) ?? []) as Item[]).map((entry) => choice(entry, nameOf(item))) : [choice(item)]));
    return from ? named : named.sort((a, b) => a.name.localeCompare(b.name));
  }, [items, optionText, lang, from, within]);
  return { options, loading: query.isPending, failed: query.isError };
}
