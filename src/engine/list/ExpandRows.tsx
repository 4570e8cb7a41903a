// The rows of a table whose records are edited in place (FormConfig.mode 'expand': the video library,
// 002 §2 "expand/collapse"): each row's button opens the record's form in a row under it.

import ExpandIcon from '@mui/icons-material/KeyboardArrowDown';
import CollapseIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, IconButton, TableCell, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Children, useCallback, useMemo, useState } from 'react';
import {
  DatagridBody,
  DatagridRow,
  type DatagridRowProps,
  FunctionField,
  type Identifier,
  type RaRecord,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from '../../../common/resource';
import { useLang } from '../../useLang';
import { RowForm } from '../form/RecordPage';
import { recordTitle } from './recordTitle';

export interface ExpandedRows {
  ids: readonly Identifier[];
  toggle: (id: Identifier) => void;
  open: (id: Identifier) => void;
}

export function useExpandedRows(): ExpandedRows {
  const [ids, setIds] = useState<Identifier[]>([]);
  const toggle = useCallback(
    (id: Identifier) => setIds((open) => (open.includes(id) ? open.filter((other) => other !== id) : [...open, id])),
    [],
  );
  const open = useCallback((id: Identifier) => setIds((shown) => (shown.includes(id) ? shown : [...shown, id])), []);
  return useMemo(() => ({ ids, toggle, open }), [ids, toggle, open]);
}

const panelId = (resource: string, id: Identifier) => `${resource}-${id}-form`;

interface Props {
  definition: ResourceDefinition;
  rows: ExpandedRows;
}

function ToggleButton({ definition, rows }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const record = useRecordContext();
  if (!record) return null;
  const { config } = definition;
  const open = rows.ids.includes(record.id);
  const name = recordTitle(config, record, lang);
  const key = open ? (config.messages?.collapse ?? 'app.list.collapse') : (config.messages?.expand ?? 'app.list.expand');
  return (
    <IconButton
      size="small"
      aria-expanded={open}
      aria-controls={panelId(config.name, record.id)}
      aria-label={translate(key, { name, id: record.id })}
      onClick={(event) => {
        event.stopPropagation();
        rows.toggle(record.id);
      }}
    >
      {open ? <CollapseIcon /> : <ExpandIcon />}
    </IconButton>
  );
}

/** The first column: each row's expand/collapse button, under a heading for screen readers only. */
export function expandColumn(props: Props, translate: (key: string) => string) {
  const label = (
    <Box component="span" sx={visuallyHidden}>
      {translate('app.list.expandColumn')}
    </Box>
  );
  return <FunctionField key="expand" label={label} render={() => <ToggleButton {...props} />} />;
}

/** A row, and the record's form in a row of its own under it while it is open. */
function ExpandableRow({ definition, rows, ...row }: Props & DatagridRowProps) {
  const record = useRecordContext(row);
  const open = record !== undefined && rows.ids.includes(record.id);
  return (
    <>
      <DatagridRow {...row} data-testid="record-row" sx={open ? { '& > td': { borderBottom: 'unset' } } : undefined} />
      {open && record && (
        <TableRow id={panelId(definition.config.name, record.id)}>
          <TableCell colSpan={Children.toArray(row.children).length} sx={{ py: 2 }}>
            <Box sx={{ maxWidth: 1100 }}>
              <RowForm key={String(record.updated)} definition={definition} record={record as RaRecord} />
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

export const expandBody = (props: Props) => <DatagridBody row={<ExpandableRow {...props} />} />;
