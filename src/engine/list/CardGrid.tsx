// The cards view of a list: a card per record with its title, columns, toggles and buttons; a declared
// `card` adds a picture across its top with badges over it, and fades some records.
import { Box, Card, CardActions, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { type RaRecord, RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { passes } from '../../../common/recordTests';
import { fieldLabelKey } from '../../../common/resource';
import { useLang } from '../../useLang';
import { useHost } from '../host/hostContext';
import { useRouteValues } from '../routeValues';
import { ColumnValue } from './ColumnValue';
import { RowDelete } from './DeleteAction';
import { RowCallButton } from './RowCallButton';
import { RowEditButton } from './RowEditButton';
import { actionName, recordTitle } from './recordTitle';
import { ToggleAction } from './ToggleAction';
import { ROW_FOCUS, useRowKeys } from './useRowKeys';
import type { ListViewProps } from './views';

export function CardGrid({ definition, onEdit, canDelete }: ListViewProps) {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  const rowKeys = useRowKeys<HTMLDivElement>();
  if (isPending) return <LinearProgress />;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('app.list.empty')}</Typography>;
  return (
    <Box
      ref={rowKeys.ref}
      onKeyDown={rowKeys.onKeyDown}
      sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', ...ROW_FOCUS }}
    >
      {data.map((record, index) => (
        <RecordContextProvider key={record.id} value={record}>
          <RecordCard definition={definition} record={record} n={index + 1} onEdit={onEdit} canDelete={canDelete} />
        </RecordContextProvider>
      ))}
    </Box>
  );
}

function RecordCard({ definition, record, n, onEdit, canDelete }: ListViewProps & { record: RaRecord; n: number }) {
  const translate = useTranslate();
  const lang = useLang();
  const host = useHost();
  const { config } = definition;
  const route = useRouteValues(config.path);
  const { card, deleteCall } = config.list;
  const label = (source: string) => translate(fieldLabelKey(config.name, source));
  const title = recordTitle(config, record, host?.lang ?? lang);
  const editName = actionName(translate, config.messages?.editButton, 'app.form.edit', title, { id: record.id, n });
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', position: 'relative' }} data-testid="record-card">
      {card?.media && (
        <Box sx={{ bgcolor: 'action.hover', opacity: card.dimWhen && passes(card.dimWhen, record) ? 0.45 : 1 }}>
          <ColumnValue column={card.media} />
        </Box>
      )}
      {card?.badges && (
        <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5, pointerEvents: 'none' }}>
          {card.badges
            .filter((badge) => passes(badge.when, record))
            .map((badge) => (
              <Chip
                key={badge.label}
                size="small"
                color={badge.primary ? 'primary' : 'default'}
                label={translate(badge.label)}
                sx={badge.primary ? undefined : { bgcolor: 'background.paper' }}
              />
            ))}
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography
          variant="h6"
          component="h2"
          gutterBottom
          color={title ? undefined : 'text.secondary'}
          sx={{ wordBreak: 'break-word', fontStyle: title ? undefined : 'italic' }}
        >
          {title || (card?.untitled && translate(card.untitled))}
        </Typography>
        <Stack spacing={0.5}>
          {config.list.columns.map((column) => (
            <Box key={column.source}>
              <Typography variant="caption" color="text.secondary">
                {column.label ? translate(column.label) : label(column.source)}
              </Typography>
              <Box>
                <ColumnValue column={column} />
              </Box>
            </Box>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box>
          {config.list.toggles?.map((toggle) => (
            <ToggleAction key={toggle.source} config={config} toggle={toggle} route={route} title={title} />
          ))}
        </Box>
        <Box>
          {config.list.rowCalls?.map((spec) => (
            <RowCallButton key={spec.call} config={config} spec={spec} route={route} title={title} n={n} />
          ))}
          {(canDelete || deleteCall) && <RowDelete config={config} record={record} title={title} route={route} n={n} />}
          {onEdit && <RowEditButton name={editName} icon={!!config.messages?.editButton} edit={{ onClick: () => onEdit(record) }} />}
        </Box>
      </CardActions>
    </Card>
  );
}
