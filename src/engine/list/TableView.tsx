// The table view of a list: the title and the configured columns, the toggles last; a row click
// opens the modal form, and so does the row's edit button, the way for the keyboard (rows take
// no focus).
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { Datagrid, FunctionField, type RaRecord, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../common/resource';
import { fieldLabelKey, localizedPath } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';
import { useLang } from '../../useLang';
import { ColumnValue } from './ColumnValue';
import { DeleteAction } from './DeleteAction';
import { ToggleAction } from './ToggleAction';

interface Props {
  definition: ResourceDefinition;
  /** Absent when the resource has no update call: no edit action is shown. */
  onEdit?: (record: RaRecord) => void;
  canDelete?: boolean;
}

export function TableView({ definition, onEdit, canDelete }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const { config } = definition;
  // `name.{LANG}` and `name{LANG}` are labelled as the field `name`.
  const label = (source: string) => translate(fieldLabelKey(config.name, source));
  const title = config.list.title;
  const titleOf = (record: RaRecord) => String(valueAt(record, localizedPath(title, lang)) ?? '');
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={
        onEdit &&
        ((_id, _resource, record) => {
          onEdit(record);
          return false;
        })
      }
    >
      <ColumnValue column={{ source: localizedPath(title, lang) }} label={label(title)} />
      {config.list.columns.map((column) => (
        <ColumnValue key={column.source} column={column} label={label(column.source)} />
      ))}
      {config.list.toggles?.map((toggle) => (
        <FunctionField
          key={toggle.source}
          label={label(toggle.source)}
          render={() => <ToggleAction resource={config.name} toggle={toggle} />}
        />
      ))}
      {onEdit && (
        <FunctionField
          label={translate('app.form.edit')}
          render={(record: RaRecord) => (
            <Button
              size="small"
              startIcon={<EditIcon />}
              aria-label={`${translate('app.form.edit')}: ${titleOf(record)}`}
              onClick={(event) => {
                event.stopPropagation();
                onEdit(record);
              }}
            >
              {translate('app.form.edit')}
            </Button>
          )}
        />
      )}
      {canDelete && (
        <FunctionField
          label={translate('app.form.delete')}
          render={(record: RaRecord) => <DeleteAction resource={config.name} record={record} title={titleOf(record)} />}
        />
      )}
    </Datagrid>
  );
}
