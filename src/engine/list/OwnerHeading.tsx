// The head of a list of one record's related records (ListConfig `owner`: a holder above its promos).
// The record is the list answer's side (meta.sides), so the page makes one read.
import { Stack, Typography } from '@mui/material';
import { Link, RecordContextProvider, Title, useListContext, useTranslate } from 'react-admin';
import { localizedPath, type ResourceDefinition } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';
import { useLang } from '../../useLang';
import { ColumnValue } from './ColumnValue';
import { backToList } from './listPlace';

export function OwnerHeading({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const lang = useLang();
  const { config } = definition;
  const { meta, error } = useListContext();
  const owner = config.list.owner;
  if (!owner) return null;
  const record = (meta as { sides?: Record<string, Record<string, unknown>> } | undefined)?.sides?.[owner.side];
  const title = record && String(valueAt(record, localizedPath(owner.title, lang)) ?? '');
  return (
    <Stack spacing={1} sx={{ p: 2, alignItems: 'flex-start' }}>
      <Link {...backToList(owner.back)}>{translate(config.messages?.back ?? 'app.list.back')}</Link>
      {title && <Title title={title} />}
      {error && <Typography color="error">{translate(config.messages?.loadFailed ?? 'ra.notification.http_error')}</Typography>}
      {record && (
        <RecordContextProvider value={record}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {owner.fields?.map((field) => (
            <Typography key={field.source} variant="body2">
              <ColumnValue column={field} />
            </Typography>
          ))}
          {owner.heading && (
            <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
              {translate(owner.heading)}
            </Typography>
          )}
        </RecordContextProvider>
      )}
    </Stack>
  );
}
