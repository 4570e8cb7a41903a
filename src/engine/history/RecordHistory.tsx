// One record's own history (GET /api/history/record), newest first; "show more" reads further back,
// and for an ADMIN a link opens the history screen filtered to the record.
import { Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../auth/useSession';
import { useLang } from '../../useLang';
import { ChangeList } from './ChangeList';
import { type HistoryItem, itemActionLabel, timeText } from './historyText';

const STEP = 10;

interface Props {
  /** The entity's name as the history records it (a resource name: cities, hubs, clinics...). */
  entity: string;
  id: string | number;
}

export function RecordHistory({ entity, id }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const { roles } = useSession();
  const [shown, setShown] = useState(STEP);
  const filter = { entity, entityId: String(id) };
  const {
    data,
    total = 0,
    isPending,
    isFetching,
  } = useGetList<HistoryItem>('recordHistory', { filter, pagination: { page: 1, perPage: shown } });
  const items = data ?? [];

  return (
    <Stack spacing={1}>
      {isFetching && <LinearProgress />}
      {!isPending && items.length === 0 && <Typography variant="body2">{translate('resources.history.record.empty')}</Typography>}
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2">
              <time dateTime={new Date(item.at).toISOString()}>{timeText(item.at, lang)}</time> ·{' '}
              {item.userEmail ?? translate('resources.history.system')} · <strong>{itemActionLabel(translate, item)}</strong>
            </Typography>
            <ChangeList item={item} />
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {items.length < total && (
          <Button size="small" onClick={() => setShown((n) => n + STEP)} disabled={isFetching}>
            {translate('resources.history.record.more')}
          </Button>
        )}
        {/* The history screen (an ADMIN's) filtered to this record, in its list's state (a declared list's filter). */}
        {roles.includes('ADMIN') && (
          <Link
            component={RouterLink}
            to={`/admin/history?${new URLSearchParams({ filter: JSON.stringify(filter), page: '1' })}`}
            variant="body2"
          >
            {translate('resources.history.record.all')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
