// A filter's choices as { id, name } in the UI language (common/resource.ts FilterChoices). Reference
// data changes seldom: either read is made once in five minutes.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetList, useListContext, useTranslate } from 'react-admin';
import type { Choice, FilterChoices } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { useLang } from '../../../useLang';
import { nameIn } from '../../parts/nameIn';
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
  const fixed = choices && 'values' in choices ? choices : undefined;
  // The whole list, as every other reader of it asks (one cached read); `where` picks from it here.
  const list = useGetList(fromList?.resource ?? '', WHOLE, { enabled: !!fromList, staleTime: KEPT });
  // A call's choices are asked once the list has its rows: its screen's declarations are loaded by
  // then, and the call is found among them without looking through every area's.
  const { isPending, filterValues } = useListContext();
  const narrowedBy = fromList?.narrow && filterValues?.[fromList.narrow.by];
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
    if (fixed) return fixed.values.map((value) => ({ id: value, name: translate(fixed.label, { value }) }));
    if (!fromList) return [];
    const records: Row[] = fromList.side ? ((list.meta as Sides | undefined)?.sides?.[fromList.side] ?? []) : (list.data ?? []);
    const named = pick(records, fromList, list.data ?? [], narrowedBy).map((record) => ({
      id: Number(record.id),
      // A name missing in the UI language is shown in Russian, as everywhere.
      name: String(nameIn(record, fromList.optionText, lang) || ''),
    }));
    return fromList.byName ? named.sort((a, b) => a.name.localeCompare(b.name, lang)) : named;
  }, [fromCall, fromList, fixed, answer.data, list.data, list.meta, narrowedBy, translate, lang]);
}

type Row = { id: unknown } & Record<string, unknown>;
type Sides = { sides?: Record<string, Row[] | undefined> };
type FromList = Extract<FilterChoices, { resource: string }>;

/** The rows offered: those the record chosen in the `narrow` filter lists, else those matching `where`. */
function pick(rows: readonly Row[], choices: FromList, records: readonly Row[], narrowedBy: unknown): Row[] {
  const chosen = choices.narrow && narrowedBy ? records.find((record) => String(record.id) === String(narrowedBy)) : undefined;
  const listed = chosen && choices.narrow ? valueAt(chosen, choices.narrow.field) : undefined;
  if (Array.isArray(listed)) return rows.filter((row) => listed.some((id) => String(id) === String(row.id)));
  const wanted = Object.entries(choices.where ?? {});
  return rows.filter((row) => wanted.every(([field, value]) => valueAt(row, field) === value));
}
