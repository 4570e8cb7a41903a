// The choices of fields whose choices are data (FieldSpec `choicesFrom`): a list of the form's loaded
// answer (a clinic's cities), or a declared call's answer (the time zones, read once per session).
import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Lang } from '../../../common/lang';
import type { Choice, FieldChoices, FieldSpec, FormSection } from '../../../common/resource';
import type { CallMethods } from '../page/recordPageContext';
import { nameIn } from '../parts/nameIn';

type Item = Record<string, unknown>;

/** The items as choices in `lang`: named by `optionText`, else in Russian, else by the id. */
export function choicesOf(items: readonly Item[], from: FieldChoices, lang: Lang, stored: unknown): Choice[] {
  const text = from.optionText ?? 'name';
  const named = items.map((item) => {
    const name = nameIn(item, text, lang);
    return { id: item.id as Choice['id'], name: name ? String(name) : String(item.id) };
  });
  if (from.byName) named.sort((a, b) => a.name.localeCompare(b.name));
  const single = typeof stored === 'string' || typeof stored === 'number';
  const lacked = single && stored !== '' && !named.some((choice) => String(choice.id) === String(stored));
  return lacked ? [...named, { id: stored, name: String(stored) }] : named;
}

const listAt = (answer: unknown, key: string | undefined): Item[] => {
  const list = key === undefined ? answer : (answer as Item | undefined)?.[key];
  return Array.isArray(list) ? (list as Item[]) : [];
};

/** The sections with each data-choice field's `choices`, once every call they need has answered
 * (undefined meanwhile; `failed` when one could not be read). */
export function useFieldChoices(sections: readonly FormSection[], answer: unknown, record: Readonly<Record<string, unknown>>) {
  const dataProvider = useDataProvider<CallMethods>();
  const called = sections
    .flatMap((section) => section.fields)
    .flatMap((field) => (field.choicesFrom && 'call' in field.choicesFrom ? [field.choicesFrom] : []));
  const answers = useQueries({
    queries: called.map((from) => ({
      queryKey: ['fieldChoices', from.call, from.input ?? {}],
      queryFn: () => dataProvider[from.call]({ ...from.input }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const failed = answers.some((query) => query.isError);
  if (failed || answers.some((query) => query.data === undefined)) return { sections: undefined, failed };
  const itemsOf = (from: FieldChoices) =>
    'answer' in from ? listAt(answer, from.answer) : listAt(answers[called.indexOf(from)].data, from.items);
  const resolved = (field: FieldSpec): FieldSpec => {
    const from = field.choicesFrom;
    if (!from) return field;
    const items = itemsOf(from);
    return { ...field, choices: (lang) => choicesOf(items, from, lang, record[field.source]) };
  };
  return { sections: sections.map((section) => ({ ...section, fields: section.fields.map(resolved) })), failed };
}
