// Shows one column of a record with the cell its declaration names, the record joined with the fields
// its list reads elsewhere (ListConfig `joins`, rowJoins.ts), so that any cell shows them as its own.
import type { ReactElement } from 'react';
import { RecordContextProvider, useGetList, useListContext, useRecordContext } from 'react-admin';
import type { ColumnSpec } from '../../../common/resource';
import { type Joins, joinedResources, joinRecord } from '../../../common/rowJoins';
import { useLang } from '../../useLang';
import { REFERENCE_PAGE } from '../widgets/SelectWidget';
import { cellFor } from './cells';

// `label` and the class names are read by a table view for the column's header and cells.
interface Props {
  column: ColumnSpec;
  joins?: Joins;
  label?: string;
  cellClassName?: string;
  headerClassName?: string;
}

export function ColumnValue({ column, joins }: Props) {
  const lang = useLang();
  const cell = cellFor(column.display)(column, lang);
  return joins ? <Joined joins={joins}>{cell}</Joined> : cell;
}

function Joined({ joins, children }: { joins: Joins; children: ReactElement }) {
  const lang = useLang();
  const record = useRecordContext();
  const sides = (useListContext().meta as { sides?: Parameters<typeof joinRecord>[2] } | undefined)?.sides;
  const references = Object.fromEntries(
    joinedResources(joins).map((resource) => [
      resource,
      // biome-ignore lint/correctness/useHookAtTopLevel: the declaration's references, the same on every render
      useGetList(resource, { pagination: { page: 1, perPage: REFERENCE_PAGE } }).data,
    ]),
  );
  if (!record) return children;
  return <RecordContextProvider value={joinRecord(record, joins, sides, references, lang)}>{children}</RecordContextProvider>;
}
