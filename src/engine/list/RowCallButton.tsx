// A card's button that makes a declared call on its record (ListConfig `rowCalls`: a picture's "make
// main"), disabled for the records its `doneWhen` passes.
import { Button } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { passes } from '../../../common/recordTests';
import type { ResourceConfig, RowCall } from '../../../common/resource';
import { useAnsweredList } from './useAnsweredList';
import { useRowChange } from './useRowChange';

type Calls = Record<string, (input: Record<string, unknown>) => Promise<unknown>>;

interface Props {
  /** The list's resource, whose changes may answer the whole list (ListConfig `answers`). */
  config: ResourceConfig;
  spec: RowCall;
  route: Readonly<Record<string, string>>;
  /** For its accessible name: the record's title and its 1-based place in the list. */
  title: string;
  n: number;
}

export function RowCallButton({ config, spec, route, title, n }: Props) {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider() as unknown as Calls;
  const show = useAnsweredList(config.name, config.list.answers, route);
  const { busyId, change } = useRowChange('app.form.failed');
  if (!record) return null;
  const done = !!spec.doneWhen && passes(spec.doneWhen, record);
  return (
    <Button
      size="small"
      disabled={done || busyId !== null}
      aria-label={spec.name ? translate(spec.name, { name: title, n }) : undefined}
      onClick={(event) => {
        event.stopPropagation();
        void change(record.id, () => dataProvider[spec.call]({ ...route, [spec.id]: record.id }), show);
      }}
    >
      {translate(spec.label)}
    </Button>
  );
}
