// The media files table (001 §2 "Media library"): id, link, alt, W×Hpx, size, thumbnail (opens the
// lightbox), created, and each file's menu: edit, select (selection mode only), remove.

import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, ButtonBase, Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';
import { RecordTable, type TableColumn } from '../../engine/list/RecordTable';
import { useLang } from '../../useLang';
import { formatBytes } from '../clinicProfile/pictures/formatBytes';
import { IconAction } from '../clinicProfile/pictures/IconAction';

export interface MediaActions {
  onOpen: (file: MediaFile) => void;
  onEdit: (file: MediaFile) => void;
  onRemove: (file: MediaFile) => void;
  /** Selection mode (the picker): the chosen file goes back to the opener. */
  onSelect?: (file: MediaFile) => void;
}

interface Props extends MediaActions {
  files: readonly MediaFile[];
  isPending: boolean;
  isFetching: boolean;
}

export function MediaTable({ files, isPending, isFetching, onOpen, onEdit, onRemove, onSelect }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const label = (field: string) => translate(`resources.mediafiles.fields.${field}`);
  const t = (key: string, file: MediaFile) => translate(`app.mediaLibrary.${key}`, { id: file.id });
  const columns: TableColumn<MediaFile>[] = [
    { key: 'id', label: label('id'), render: (file) => file.id },
    {
      key: 'link',
      label: label('link'),
      render: (file) => (
        <Link href={file.url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
          {file.url}
        </Link>
      ),
    },
    {
      key: 'alt',
      label: label('alt'),
      render: (file) => file.alt || <Box sx={{ color: 'text.secondary' }}>{translate('app.mediaLibrary.noAlt')}</Box>,
    },
    {
      key: 'frame',
      label: label('frame'),
      nowrap: true,
      render: (file) => translate('app.mediaLibrary.size', { width: file.xsize, height: file.ysize }),
    },
    { key: 'size', label: label('size'), nowrap: true, render: (file) => formatBytes(file.size, lang) },
    {
      key: 'thumbnail',
      label: label('thumbnail'),
      render: (file) => (
        <ButtonBase aria-label={t('open', file)} onClick={() => onOpen(file)} sx={{ borderRadius: 1 }}>
          <img src={file.thumb} alt={file.alt} width={96} height={64} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
        </ButtonBase>
      ),
    },
    { key: 'created', label: label('created'), nowrap: true, render: (file) => new Date(file.created).toLocaleString(lang) },
    {
      key: 'actions',
      label: translate('app.mediaLibrary.actions'),
      nowrap: true,
      render: (file) => (
        <Stack direction="row">
          {onSelect && (
            <IconAction label={t('select', file)} color="primary" onClick={() => onSelect(file)}>
              <CheckIcon />
            </IconAction>
          )}
          <IconAction label={t('edit', file)} onClick={() => onEdit(file)}>
            <EditIcon />
          </IconAction>
          <IconAction label={t('remove', file)} onClick={() => onRemove(file)}>
            <DeleteIcon />
          </IconAction>
        </Stack>
      ),
    },
  ];
  return <RecordTable columns={columns} rows={files} isPending={isPending} isFetching={isFetching} />;
}
