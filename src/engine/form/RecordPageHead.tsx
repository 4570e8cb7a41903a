// A record page's head: the way back, the page's title (the record's, or the screen's own wording
// of an edited one, `messages.editTitle`; a new one's by its list group or the tab its address
// names), the stored record's preview (FormConfig `preview`) and who else has it open (`presence`).
import { Stack, Typography } from '@mui/material';
import { Link, type RaRecord, RecordContextProvider, Title, useTranslate } from 'react-admin';
import type { Lang } from '../../../common/lang';
import type { ListGroup, ResourceConfig } from '../../../common/resource';
import { PresenceNote } from '../../live/PresenceNote';
import { backToList } from '../list/listPlace';
import { recordTitle } from '../list/recordTitle';
import { PreviewButton } from './PreviewButton';

interface Props {
  config: ResourceConfig;
  record?: RaRecord;
  /** The list's address, for the way back. */
  list: string;
  group?: ListGroup;
  tab?: Record<string, string>;
  lang: Lang;
}

/** The record's values that the catalog names (`resources.<name>.values.<field>.<value>`: a
 * banner's type), by field, for the heading's wording. */
function valueNames(name: string, record: RaRecord, translate: (key: string, options?: object) => string) {
  return Object.fromEntries(
    Object.entries(record).flatMap(([field, value]) => {
      const named = typeof value === 'string' && value ? translate(`resources.${name}.values.${field}.${value}`, { _: '' }) : '';
      return named ? [[field, named]] : [];
    }),
  );
}

export function RecordPageHead({ config, record, list, group, tab, lang }: Props) {
  const translate = useTranslate();
  const { messages, form } = config;
  const resource = translate(`resources.${config.name}.name`, { smart_count: 1 });
  const tabs = config.list.tabs;
  const typ = tabs && (tab?.[tabs.source] ?? String(form.defaults?.[tabs.source] ?? ''));
  const title = record
    ? messages?.editTitle
      ? translate(messages.editTitle, {
          ...valueNames(config.name, record, translate),
          id: record.id,
          name: recordTitle(config, record, lang),
        })
      : recordTitle(config, record, lang)
    : translate(group?.newTitle ?? messages?.createTitle ?? 'app.form.createTitle', {
        resource,
        tab: tabs && typ ? translate(`${tabs.labels}.${typ}`) : '',
      });
  return (
    <>
      <Title title={title} />
      <Link {...(form.exits?.back ? { to: form.exits.back } : backToList(list))}>{translate(messages?.back ?? 'app.list.back')}</Link>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {record && form.preview && (
          <RecordContextProvider value={record}>
            <PreviewButton preview={form.preview} />
          </RecordContextProvider>
        )}
      </Stack>
      {form.presence && <PresenceNote kind={form.presence} id={record ? Number(record.id) : undefined} />}
    </>
  );
}
