// A record's flag as a switch labelled by the column's `label` (a clinic's direct leads), changed at
// once by `options.call` with `input` (call field -> path) and the flag under `param` (the source's
// name by default); then the lists of `reloads` are read again, refused or not.
import { FormControlLabel, Switch } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ColumnSpec } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { type CallMethods, recordInput } from '../../page/recordPageContext';
import { useRowChange } from '../useRowChange';
import type { CellEntry } from './types';

interface Options {
  call: string;
  input: Readonly<Record<string, string>>;
  param?: string;
  reloads: readonly string[];
}

function FlagSwitch({ column }: { column: ColumnSpec }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider<CallMethods>();
  const queryClient = useQueryClient();
  const { call, input, param = column.source, reloads } = column.options as unknown as Options;
  const { busyId, change } = useRowChange('app.form.failed', () =>
    Promise.all(reloads.map((reload) => queryClient.invalidateQueries({ queryKey: [reload] }))),
  );
  if (!record) return null;
  const flip = (flag: boolean) => dataProvider[call]({ ...recordInput(record, input), [param]: flag });
  return (
    <FormControlLabel
      label={translate(column.label ?? '')}
      onClick={(event) => event.stopPropagation()}
      control={
        <Switch
          size="small"
          checked={valueAt(record, column.source) === true}
          disabled={busyId !== null}
          onChange={(event) =>
            void change(
              record.id,
              () => flip(event.target.checked),
              () => undefined,
            )
          }
        />
      }
    />
  );
}

export const cell: CellEntry = { name: 'switch', render: (column) => <FlagSwitch column={column} /> };
