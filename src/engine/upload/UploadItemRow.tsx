// One file of an upload modal (pictures, documents): its name and size, where it stands (waiting,
// compressing, the upload's progress, done, or why it was refused or failed) and, after a
// failure, Retry. The documents step passes its own icon and base-1000 sizes.
import DoneIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box, Button, LinearProgress, ListItem, Stack, type SvgIconProps, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useLang } from '../../useLang';
import { formatBytes } from '../parts/formatBytes';
import type { UploadItem } from './useUploadQueue';

interface Props {
  item: UploadItem;
  onRetry: () => void;
  /** The icon while the file waits or runs. */
  FileIcon?: ComponentType<SvgIconProps>;
  sizeBase?: 1000 | 1024;
}

function useStatus(item: UploadItem): string {
  const translate = useTranslate();
  switch (item.state) {
    case 'waiting':
      return translate('app.media.upload.waiting');
    case 'running':
      return item.progress === null
        ? translate('app.media.upload.compressing')
        : translate('app.media.upload.uploading', { percent: Math.round(item.progress * 100) });
    case 'done':
      return translate('app.media.upload.done');
    default:
      return translate(item.error ?? 'app.media.upload.failed');
  }
}

export function UploadItemRow({ item, onRetry, FileIcon = ImageIcon, sizeBase }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const status = useStatus(item);
  const failed = item.state === 'failed' || item.state === 'rejected';
  const Icon = item.state === 'done' ? DoneIcon : failed ? ErrorIcon : FileIcon;
  return (
    <ListItem divider data-testid="upload-item" sx={{ gap: 2, alignItems: 'center' }}>
      <Icon color={item.state === 'done' ? 'success' : failed ? 'error' : 'action'} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={item.file.name}>
            {item.file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatBytes(item.file.size, lang, sizeBase)}
          </Typography>
        </Stack>
        {item.state === 'running' && (
          <LinearProgress
            variant={item.progress === null ? 'indeterminate' : 'determinate'}
            value={(item.progress ?? 0) * 100}
            aria-label={item.file.name}
            sx={{ my: 0.5 }}
          />
        )}
        <Typography variant="caption" color={failed ? 'error' : 'text.secondary'} role={failed ? 'alert' : undefined}>
          {status}
        </Typography>
      </Box>
      {item.state === 'failed' && (
        <Button size="small" onClick={onRetry} aria-label={translate('app.media.upload.retryFile', { name: item.file.name })}>
          {translate('app.media.upload.retry')}
        </Button>
      )}
    </ListItem>
  );
}
