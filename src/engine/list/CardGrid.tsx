// The cards view of a list: one card per record with its title, the configured columns, the
// toggles and an edit button that opens the modal form.
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardActions, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { type RaRecord, RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../common/resource';
import { fieldLabelKey } from '../../../common/resource';
import { useLang } from '../../useLang';
import { ColumnValue } from './ColumnValue';
import { DeleteAction } from './DeleteAction';
import { recordTitle } from './recordTitle';
import { ToggleAction } from './ToggleAction';

interface Props {
  definition: ResourceDefinition;
  /** Absent when the resource has no update call: no edit action is shown. */
  onEdit?: (record: RaRecord) => void;
  canDelete?: boolean;
}

export function CardGrid({ definition, onEdit, canDelete }: Props) {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return <LinearProgress />;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('app.list.empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <RecordCard definition={definition} record={record} onEdit={onEdit} canDelete={canDelete} />
        </RecordContextProvider>
      ))}
    </Box>
  );
}

function RecordCard({ definition, record, onEdit, canDelete }: Props & { record: RaRecord }) {
  const translate = useTranslate();
  const lang = useLang();
  const { config } = definition;
  const label = (source: string) => translate(fieldLabelKey(config.name, source));
  const title = recordTitle(config, record, lang);
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }} data-testid="record-card">
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={0.5}>
          {config.list.columns.map((column) => (
            <Box key={column.source}>
              <Typography variant="caption" color="text.secondary">
                {label(column.source)}
              </Typography>
              <Box>
                <ColumnValue column={column} />
              </Box>
            </Box>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Box>
          {config.list.toggles?.map((toggle) => (
            <ToggleAction key={toggle.source} resource={config.name} toggle={toggle} />
          ))}
        </Box>
        <Box>
          {canDelete && <DeleteAction resource={config.name} record={record} title={title} />}
          {onEdit && (
            <Button
              size="small"
              startIcon={<EditIcon />}
              onClick={() => onEdit(record)}
              aria-label={`${translate('app.form.edit')}: ${title}`}
            >
              {translate('app.form.edit')}
            </Button>
          )}
        </Box>
      </CardActions>
    </Card>
  );
}
