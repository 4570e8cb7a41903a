// The export of what a list shows (issue 27 point 2): a button in the list's top bar opening a menu
// of the formats; the chosen one downloads the list's records under its current filter, tab and
// order (all pages), with the columns its table shows, through GET /api/export/:resource
// (resources/export/calls.ts), showing the bytes received while it streams, then saves the file.
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { CircularProgress, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { EXPORT_FORMATS, type ExportFormat, type exportCalls } from '../../../resources/export/calls';
import { useLang } from '../../useLang';
import { formatBytes } from '../parts/formatBytes';
import { saveFile } from '../parts/saveFile';
import { MenuButton } from './MenuButton';

interface Props {
  resource: string;
  /** The list's filter that is not in its context's values (the address's record: a clinic's hash). */
  fixed?: Record<string, unknown>;
  /** The columns the table shows (the column chooser's names); absent: all of them. */
  columns?: readonly string[];
}

export function ExportMenu({ resource, fixed, columns }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const dataProvider = useDataProvider<CallsProvider<typeof exportCalls>>();
  const { filterValues, sort } = useListContext();
  const [received, setReceived] = useState<number | null>(null);
  const download = async (format: ExportFormat) => {
    setReceived(0);
    try {
      const input = {
        ...filterValues,
        ...fixed,
        resource,
        format,
        ...(sort?.field && { sort: sort.field, order: sort.order }),
        ...(columns && { columns: columns.join(',') }),
      };
      const file = await dataProvider.exportList(input as { resource: string; format: ExportFormat }, { onProgress: setReceived });
      saveFile(file);
      notify('app.list.export.done', { type: 'success', messageArgs: { name: file.fileName } });
    } catch (error) {
      notify('app.list.export.failed', { type: 'error', messageArgs: { reason: error instanceof Error ? error.message : String(error) } });
    } finally {
      setReceived(null);
    }
  };
  const busy = received !== null;
  return (
    <MenuButton
      label={busy ? translate('app.list.export.progress', { size: formatBytes(received, lang) }) : translate('app.list.export.button')}
      menuLabel={translate('app.list.export.menu')}
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
      disabled={busy}
      items={(close) =>
        EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              close();
              void download(format);
            }}
          >
            {translate(`app.list.export.${format}`)}
          </MenuItem>
        ))
      }
    />
  );
}
