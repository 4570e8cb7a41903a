// What a record is linked to, listed read-only in its form, read by a declared call when the form
// shows (`options.call`): a media file's articles, a clinic doctor's specialties in the catalogue.
// The call takes the record's values named by `options.input` (the call's field -> the path in the
// form's values, else in the record page's record: `{ mediaId: 'id' }`) with the fixed
// `options.params`; the answer's list is at `options.items`, how many there are in all at
// `options.total` (`options.more` says "%{shown} of %{total}" when that is more). Each item reads as
// the message `options.item` with its `values`, else as its name at `options.text` (`{LANG}`: the
// record page's edit language, else the UI's; the Russian one where that is empty).
// `options.heading` names the list; `options.empty` says there is none, `options.failed` a refused read.
import { Alert, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type EditLang, editLangOf } from '../../../common/lang';
import { type MessageOptions, messageParams } from '../../../common/messageParams';
import { valueAt } from '../../../dataProvider/clientList';
import { useLang } from '../../useLang';
import { type CallMethods, recordInput, useRecordPage } from '../page/recordPageContext';
import { nameIn } from '../parts/nameIn';
import type { WidgetEntry, WidgetProps } from './types';

interface Options {
  call: string;
  input: Readonly<Record<string, string>>;
  params?: Readonly<Record<string, unknown>>;
  items: string;
  total?: string;
  more?: string;
  item?: MessageOptions;
  text?: string;
  heading?: string;
  empty: string;
  failed?: string;
}

type Item = Record<string, unknown>;

function ListedWidget({ field }: WidgetProps) {
  const translate = useTranslate();
  const headingId = useId();
  const dataProvider = useDataProvider<CallMethods>();
  const page = useRecordPage();
  const ui = useLang();
  const lang = (page?.input?.locals as EditLang | undefined) ?? editLangOf(ui);
  const options = field.options as unknown as Options;
  const watched = useWatch();
  const values = { ...page?.record, ...watched };
  const input = { ...options.params, ...recordInput(values, options.input) };
  const query = useQuery({ queryKey: ['listed', options.call, input], queryFn: () => dataProvider[options.call](input) });
  const items = (valueAt(query.data, options.items) ?? []) as Item[];
  const total = options.total ? Number(valueAt(query.data, options.total)) : items.length;
  const { item } = options;
  const textOf = (one: Item) =>
    item ? translate(item.message, messageParams(one, item, translate)) : String(nameIn(one, options.text ?? 'name', lang));
  const named = options.heading ? headingId : undefined;
  return (
    <section aria-labelledby={named}>
      {options.heading && (
        <Typography id={headingId} variant="subtitle2" component="h3">
          {translate(options.heading)}
        </Typography>
      )}
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{translate(options.failed ?? 'app.list.loadFailed')}</Alert>}
      {query.isSuccess && items.length === 0 && <Typography variant="body2">{translate(options.empty)}</Typography>}
      {items.length > 0 && (
        <List dense aria-labelledby={named}>
          {items.map((one) => (
            <ListItem key={String(one.id)} disableGutters>
              <ListItemText primary={textOf(one)} />
            </ListItem>
          ))}
        </List>
      )}
      {options.more && total > items.length && (
        <Typography variant="caption">{translate(options.more, { shown: items.length, total })}</Typography>
      )}
    </section>
  );
}

export const widget: WidgetEntry = { name: 'listed', component: ListedWidget };
