// The table view of a list: the title and the columns the person keeps shown, the toggles, then the
// row's actions. Rows take no focus, so the row's edit button is the keyboard's way to its form; a
// title leading elsewhere (`titleTo`: a promo's banners) leaves the record's page to that button.
import SelectIcon from '@mui/icons-material/CheckCircleOutline';
import { Box, Button, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { MouseEvent } from 'react';
import { Datagrid, DatagridBody, DatagridRow, FunctionField, Link, type RaRecord, useTranslate } from 'react-admin';
import { isShown } from '../../../common/listColumns';
import { passes } from '../../../common/recordTests';
import type { ColumnSpec, RowActions } from '../../../common/resource';
import { fieldLabelKey, titleSource } from '../../../common/resource';
import { useLang } from '../../useLang';
import { filledPath } from '../filledPath';
import { useHost } from '../host/hostContext';
import { recordAddress, useRouteValues } from '../routeValues';
import { useScreenPath } from '../ScreenPath';
import { BulkToolbar } from './bulk/BulkToolbar';
import { useBulkSpecs } from './bulk/useBulkSpecs';
import { ColumnValue } from './ColumnValue';
import { RowDelete } from './DeleteAction';
import { expandBody, expandColumn } from './ExpandRows';
import { RowActionButtons } from './RowActionButtons';
import { type RowEdit, RowEditButton } from './RowEditButton';
import { actionName, recordTitle } from './recordTitle';
import { STICKY_END } from './stickyColumn';
import { ToggleAction } from './ToggleAction';
import { ROW_FOCUS, useRowKeys } from './useRowKeys';
import type { ListViewProps } from './views';
import { useChosenColumns } from './views/listViews';

const ROW_ACTIONS = 'row-actions';
const stickyClasses = { cellClassName: ROW_ACTIONS, headerClassName: ROW_ACTIONS };
/** A dense table's cells (ListConfig `dense`: a step of the clinic profile), padded less. */
const DENSE = { '& .MuiTableCell-root': { px: 1 } } as const;
/** Each row named for the tests as every table's row is (`record-row`). */
const BODY = <DatagridBody row={<DatagridRow data-testid="record-row" />} />;

export function TableView({ definition, onEdit, canDelete, onSelect, expanded }: ListViewProps) {
  const translate = useTranslate();
  const lang = useLang();
  const { config } = definition;
  const { chosen, settled } = useChosenColumns();
  const shown = (column: { source: string }) => isShown(config, chosen, column.source);
  // `name.{LANG}` and `name{LANG}` are labelled as the field `name`.
  const label = (source: string) => translate(fieldLabelKey(config.name, source));
  const columnOf = (column: ColumnSpec) => (
    <ColumnValue
      key={column.source}
      column={column}
      joins={config.list.joins}
      label={column.label ? translate(column.label) : label(column.source)}
      cellClassName={column.sticky ? ROW_ACTIONS : undefined}
      headerClassName={column.sticky ? ROW_ACTIONS : undefined}
    />
  );
  const base = useScreenPath();
  const routeValues = useRouteValues(config.path);
  // A hosted list's records are named in its host's edit language (a clinic's doctors).
  const hostLang = useHost()?.lang;
  const titleOf = (record: RaRecord) => recordTitle(config, record, hostLang ?? lang);
  const onPage = config.form.mode === 'page';
  const { titleTo } = config.list;
  const pageOf = (record: RaRecord) => recordAddress(config, base, routeValues, record.id);
  /** Where a record's title leads: another screen's page of it, its page here, or nowhere. */
  const linkOf = (record: RaRecord) => (titleTo ? filledPath(titleTo, record) : onPage ? pageOf(record) : undefined);
  // A page link is named by the screen's own edit wording when it has one (the name it shows is in it).
  const pageLinkName = (name: string) =>
    onPage && !titleTo && config.messages?.edit ? translate(config.messages.edit, { name }) : undefined;
  const buttonName = (own: string | undefined, word: string, record: RaRecord) =>
    actionName(translate, own, word, titleOf(record), { id: record.id });
  const editOf = (record: RaRecord): RowEdit =>
    onEdit
      ? {
          onClick: (event: MouseEvent) => {
            event.stopPropagation();
            onEdit(record);
          },
        }
      : { to: pageOf(record) };
  const rows = expanded && { definition, rows: expanded };
  const { dense } = config.list;
  // The edit button is the row's last column when nothing else is kept at the frame's right edge.
  const editLast = !canDelete && !onSelect && !config.list.actions && !config.list.columns.some((column) => column.sticky);
  const rowKeys = useRowKeys<HTMLDivElement>();
  const bulk = useBulkSpecs(config, !!onSelect);
  if (!settled) return null;
  return (
    <Box ref={rowKeys.ref} onKeyDown={rowKeys.onKeyDown} sx={ROW_FOCUS}>
      <Datagrid
        // A list declaring bulk actions its viewer may run selects its rows (a checkbox column) and
        // offers them over the rows.
        bulkActionButtons={bulk.length > 0}
        bulkActionsToolbar={bulk.length ? <BulkToolbar config={config} specs={bulk} /> : undefined}
        body={rows ? expandBody(rows) : BODY}
        // A table wider than its frame scrolls inside it (never the page, 1280x720 included), its
        // row actions kept in view at the frame's right edge.
        sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' }, [`& .${ROW_ACTIONS}`]: STICKY_END, ...(dense ? DENSE : {}) }}
        empty={config.messages?.empty ? <Typography sx={{ p: 2 }}>{translate(config.messages.empty)}</Typography> : undefined}
        rowClick={
          onEdit &&
          ((_id, _resource, record) => {
            onEdit(record);
            return false;
          })
        }
      >
        {rows && expandColumn(rows, translate)}
        {config.list.leading?.filter(shown).map(columnOf)}
        {!shown({ source: titleSource(config) }) ? null : config.list.titleDisplay ? (
          <ColumnValue
            column={{
              source: titleSource(config),
              display: config.list.titleDisplay,
              options: { ...config.list.titleOptions, to: config.list.titleTo },
            }}
            joins={config.list.joins}
            label={label(titleSource(config))}
          />
        ) : (
          <FunctionField
            label={label(titleSource(config))}
            render={(record: RaRecord) => {
              const to = linkOf(record);
              return to ? (
                <Link to={to} aria-label={pageLinkName(titleOf(record))}>
                  {titleOf(record)}
                </Link>
              ) : (
                titleOf(record)
              );
            }}
          />
        )}
        {config.list.columns.filter(shown).map(columnOf)}
        {config.list.toggles?.filter(shown).map((toggle) => (
          <FunctionField
            key={toggle.source}
            label={label(toggle.source)}
            render={(record: RaRecord) => <ToggleAction config={config} toggle={toggle} route={routeValues} title={titleOf(record)} />}
          />
        ))}
        {config.list.actions && (
          <FunctionField
            label={translate('app.list.actions')}
            cellClassName={ROW_ACTIONS}
            headerClassName={ROW_ACTIONS}
            render={() => <RowActionButtons resource={config.name} actions={config.list.actions as RowActions} />}
          />
        )}
        {onSelect && (
          <FunctionField
            label={translate('app.list.select')}
            render={(record: RaRecord) => (
              <Button
                size="small"
                color="primary"
                startIcon={<SelectIcon />}
                aria-label={buttonName(config.messages?.select, 'app.list.select', record)}
                onClick={(event) => {
                  event.stopPropagation();
                  onSelect(record);
                }}
              >
                {translate('app.list.select')}
              </Button>
            )}
          />
        )}
        {/* A title leading to another screen's page leaves the record's own to this button (not when it is that page). */}
        {(onEdit || (onPage && titleTo && titleTo !== config.form.path)) && (
          <FunctionField
            label={dense ? <Box sx={visuallyHidden}>{translate('app.form.edit')}</Box> : translate('app.form.edit')}
            // The last column, the row's own action: kept in view while the table scrolls sideways.
            cellClassName={editLast ? ROW_ACTIONS : undefined}
            headerClassName={editLast ? ROW_ACTIONS : undefined}
            render={(record: RaRecord) => {
              const view = !!config.form.readOnlyWhen && passes(config.form.readOnlyWhen, record);
              const name = buttonName(view ? config.messages?.viewButton : config.messages?.editButton, 'app.form.edit', record);
              // A dense table (a profile step beside the wizard's menu) fits the row in 1280x720.
              return <RowEditButton name={name} icon={dense} view={view} edit={editOf(record)} />;
            }}
          />
        )}
        {canDelete && (
          <FunctionField
            label={dense ? <Box sx={visuallyHidden}>{translate('app.form.delete')}</Box> : translate('app.form.delete')}
            // The row's one action, last, is kept in view as the row actions are (not beside them).
            {...(!config.list.actions && !config.list.columns.some((column) => column.sticky) && stickyClasses)}
            render={(record: RaRecord) => <RowDelete config={config} record={record} title={titleOf(record)} route={routeValues} />}
          />
        )}
      </Datagrid>
    </Box>
  );
}
