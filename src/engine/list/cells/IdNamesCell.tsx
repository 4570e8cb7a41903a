// The names of the ids a record picks, as its form's id pickers name them (`options.picks`: those
// pickers' fields, useIdChoices): an article's categories, specialties and rubrics, a review's topics
// and doctors. Each pick's ids are at its source (an array, or a comma or braced list: "{3,12}"),
// all named in turn, comma-separated; `#<id>` for one the choices do not hold (yet, or any more).
import { type RaRecord, useRecordContext } from 'react-admin';
import type { FieldSpec } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { useIdChoices } from '../../widgets/useIdChoices';
import type { CellEntry } from './types';

const idsIn = (value: unknown) => (Array.isArray(value) ? value.map(String) : (String(value ?? '').match(/[^{},\s]+/g) ?? []));

/** The names of the ids `record` holds at each pick's source. */
export function useIdNames(picks: readonly FieldSpec[], record: RaRecord | undefined): string[] {
  // biome-ignore lint/correctness/useHookAtTopLevel: the declaration's picks, the same on every render
  const choices = picks.map((pick) => useIdChoices(pick).options);
  return picks.flatMap((pick, at) =>
    idsIn(valueAt(record, pick.source)).map((id) => choices[at].find((choice) => String(choice.id) === id)?.name ?? `#${id}`),
  );
}

function IdNames({ picks }: { picks: readonly FieldSpec[] }) {
  const names = useIdNames(picks, useRecordContext());
  return <>{names.join(', ')}</>;
}

export const cell: CellEntry = { name: 'idNames', render: (column) => <IdNames picks={(column.options?.picks ?? []) as FieldSpec[]} /> };
