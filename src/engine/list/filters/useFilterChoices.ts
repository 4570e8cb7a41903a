// A filter's choices as { id, name } in the UI language (common/resource.ts FilterChoices): a
// declared list's records, or the items of a declared call's answer. Reference data changes
// seldom: either is read once in five minutes.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetList, useListContext, useTranslate } from 'react-admin';
import { type Choice, type FilterChoices, localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { useLang } from '../../../useLang';
import { wholeListOf } from '../wholeList';

const KEPT = 5 * 60_000;
/** The first part of every call's choices' query key: a change that alters them (a lead's move)
 * reloads them all. */
export const FILTER_CHOICES_KEY = 'filterChoices';
const WHOLE = wholeListOf({});

type Calls = Record<string, () => Promise<Record<string, unknown[]>>>;

export function useFilterChoices(choices: FilterChoices | undefined): Choice[] {
  const translate = useTranslate();
  const lang = useLang();
  const dataProvider = useDataProvider() as unknown as Calls;
  const fromList = choices && 'resource' in choices ? choices : undefined;
  const fromCall = choices && 'call' in choices ? choices : undefined;
  // The whole list, as every other reader of it asks (one cached read); `where` picks from it here.
  const list = useGetList(fromList?.resource ?? '', WHOLE, { enabled: !!fromList, staleTime: KEPT });
  // A call's choices are asked once the list has its rows: its screen's declarations are loaded by
  // then, and the call is found among them without looking through every area's.
  const { isPending } = useListContext();
  const answer = useQuery({
    // Per language: a call may name its items in the UI language (the leads' clinics).
    queryKey: [FILTER_CHOICES_KEY, fromCall?.call, lang],
    queryFn: () => dataProvider[fromCall?.call ?? '']?.(),
    enabled: !!fromCall && !isPending,
    staleTime: KEPT,
  });
  return useMemo(() => {
    if (fromCall) {
      const items = answer.data?.[fromCall.items] ?? [];
      const valueIn = (item: unknown) => String(fromCall.value ? valueAt(item, fromCall.value) : item);
      const keyed = (value: string) =>
        (fromCall.labelKeys ?? [])
          .map((key) => translate(key.replace('{value}', value.replaceAll('.', '_')), { _: '', smart_count: 1 }))
          .find(Boolean);
      const nameOf = (item: unknown, value: string) =>
        String((fromCall.label ? valueAt(item, fromCall.label) : undefined) ?? keyed(value) ?? (fromCall.label ? `#${value}` : value));
      return items.map((item) => ({ id: valueIn(item), name: nameOf(item, valueIn(item)) }));
    }
    if (!fromList) return [];
    const wanted = Object.entries(fromList.where ?? {});
    const picked = (list.data ?? []).filter((record) => wanted.every(([field, value]) => valueAt(record, field) === value));
    const named = picked.map((record) => ({
      id: Number(record.id),
      name: String(valueAt(record, localizedPath(fromList.optionText, lang)) ?? ''),
    }));
    return fromList.byName ? named.sort((a, b) => a.name.localeCompare(b.name)) : named;
  }, [fromCall, fromList, answer.data, list.data, translate, lang]);
}
