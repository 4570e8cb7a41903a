// The fields an audit row changed, one line each: "label: before → after". The arrow is read out as
// words and an empty value says so, so that a screen reader hears what the eye sees.
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { fieldLabel, type HistoryItem, valueText } from './historyText';
import { RestoreVersionButton } from './RestoreVersionButton';

export function Value({ text }: { text: string | undefined }) {
  const translate = useTranslate();
  if (text === undefined) return <em>{translate('resources.history.emptyValue')}</em>;
  return <span style={{ overflowWrap: 'anywhere' }}>{text}</span>;
}

export function ChangeList({ item }: { item: HistoryItem }) {
  const translate = useTranslate();
  const changes = Object.entries(item.changes ?? {}).map(([field, [before, after]]) => ({
    field,
    before: valueText(translate, before, item.entity, field),
    after: valueText(translate, after, item.entity, field),
  }));
  if (!changes.length) return null;
  const fresh = changes.every(({ before }) => before === undefined);
  return (
    <>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {changes.map(({ field, before, after }) => (
          <Typography component="li" variant="body2" key={field}>
            <strong>{fieldLabel(translate, item.entity, field)}</strong>:{' '}
            {!fresh && (
              <>
                <Value text={before} /> <span aria-hidden="true">→</span>
                <Box component="span" sx={visuallyHidden}>
                  {translate('resources.history.changedTo')}
                </Box>{' '}
              </>
            )}
            <Value text={after} />
          </Typography>
        ))}
      </Box>
      <RestoreVersionButton item={item} />
    </>
  );
}
