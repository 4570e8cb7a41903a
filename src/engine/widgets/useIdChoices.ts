// What an id picker offers (the `ids` and `checks` widgets), named in the UI language (in a hosted
// form, a profile step's, the host's edit language), else in the other, else by `#id`: a resource's
// records (FieldSpec `reference`, the first `options.perPage`, 1000 by default, or the whole list
// with `options.whole`; `options.routed`: those of the screen's route values, a clinic's doctors), a
// side list of that whole list's answer (`options.side`: the reference data's specialties), or the
// items of a declared call's answer (`choicesFrom.call` with its `input`, where `{LANG}` and
// `{lang}` are that language: the portal's doctors), or the entries of each item's list
// `options.within`, listed under the item's name (the active catalogue's specialties by category);
// by name, or with `choicesFrom` in the answer's order. `optionText` may name alternatives (`a|b`:
// a doctor's own name, else the catalogue's). Each is read as every other reader of it asks, so the
// screens share one cached read.
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
