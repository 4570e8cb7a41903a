// One file of the documents list (001 §2 "Documents"): its type icon, its name as the download
// link (catalogue files marked), size in base-1000 units, when it was added, the visibility
// switch, and the preview (images) and delete (local files only) actions.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PreviewIcon from '@mui/icons-material/ZoomIn';
import { Box, Chip, Link, Stack, Switch, TableCell, TableRow, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBytes } from '../../../engine/parts/formatBytes';
import { IconAction } from '../../../engine/parts/IconAction';
import { useLang } from '../../../useLang';
import { isPreviewable } from './documentRules';
import { FileTypeIcon } from './FileTypeIcon';
import type { FreeFile } from './freeFileModel';

interface Props {
  file: FreeFile;
  busy: boolean;
  onVisible: (visible: boolean) => void;
  onPreview: () => void;
  onDelete: () => void;
}

export function DocumentRow({ file, busy, onVisible, onPreview, onDelete }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const name = { name: file.name };
  const fromCatalogue = file.origId !== null;
  const added = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(Number(file.created)));
  return (
    <TableRow data-testid="document-row" sx={{ opacity: file.visible ? 1 : 0.7 }}>
      <TableCell sx={{ width: 48, pr: 0 }}>
        <FileTypeIcon fileType={file.fileType} />
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-word' }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link href={file.url} download title={translate('app.documents.download', name)}>
            {file.name}
          </Link>
          {fromCatalogue && (
            <Tooltip title={translate('app.documents.catalogueHint')}>
              <Chip size="small" variant="outlined" label={translate('app.documents.catalogue')} />
            </Tooltip>
          )}
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBytes(file.size, lang, 1000)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{added}</TableCell>
      <TableCell>
        <Switch
          checked={file.visible}
          disabled={busy}
          onChange={(event) => onVisible(event.target.checked)}
          slotProps={{ input: { 'aria-label': translate('app.documents.visible', name) } }}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {isPreviewable(file.fileType) && (
            <IconAction label={translate('app.documents.preview', name)} onClick={onPreview}>
              <PreviewIcon />
            </IconAction>
          )}
          {!fromCatalogue && (
            <IconAction label={translate('app.documents.delete', name)} disabled={busy} onClick={onDelete}>
              <DeleteIcon />
            </IconAction>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}
