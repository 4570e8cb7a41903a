// The export of what a list shows (issue 27 point 2): its records under the current filter and order
// (all pages), with the columns its table shows, through GET /api/export/:resource.
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { CircularProgress, MenuItem } from '@mui/material';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { EXPORT_FORMATS, type ExportFormat, type exportCalls } from '../../../resources/export/calls';
import { useDownload } from '../parts/useDownload';
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
  const dataProvider = useDataProvider<CallsProvider<typeof exportCalls>>();
  const { filterValues, sort } = useListContext();
  const { download, busy, size } = useDownload({ done: 'app.list.export.done', failed: 'app.list.export.failed' });
  const exportAs = (format: ExportFormat) => {
    const input = {
      ...filterValues,
      ...fixed,
      resource,
      format,
      ...(sort?.field && { sort: sort.field, order: sort.order }),
      ...(columns && { columns: columns.join(',') }),
    };
    return download((onProgress) => dataProvider.exportList(input as { resource: string; format: ExportFormat }, { onProgress }));
  };
  return (
    <MenuButton
      label={busy ? translate('app.list.export.progress', { size }) : translate('app.list.export.button')}
      menuLabel={translate('app.list.export.menu')}
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
      disabled={busy}
      items={(close) =>
        EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              close();
              void exportAs(format);
            }}
          >
            {translate(`app.list.export.${format}`)}
          </MenuItem>
        ))
      }
    />
  );
}
