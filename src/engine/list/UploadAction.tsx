// A list's records added by uploading an image through the one crop step (ListConfig `upload`: the
// media library); the new record is the newest, so the list goes to its first page.
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ListUpload } from '../../../common/resource';
import type { UploadOptions } from '../../../dataProvider/callRequests';
import { CropUploadButton } from '../crop/CropUploadButton';

type Uploader = (input: object, options: UploadOptions) => Promise<unknown>;

export function UploadAction({ resource, upload }: { resource: string; upload: ListUpload }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { page, setPage } = useListContext();

  const uploaded = () => {
    notify('form.success', { type: 'success' });
    if (page !== 1) setPage(1);
    void queryClient.invalidateQueries({ queryKey: [resource] });
  };

  const send = dataProvider[upload.call] as Uploader;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', whiteSpace: 'normal' }}>
      {upload.rules && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560, minWidth: 0 }}>
          {translate(upload.rules)}
        </Typography>
      )}
      <CropUploadButton
        label={translate(upload.label)}
        icon={<UploadIcon />}
        sx={{ flexShrink: 0 }}
        testId="list-upload-input"
        crop={{ ...upload.crop, name: resource }}
        upload={(file, fileName, onProgress) => send({}, { file, fileName, onProgress })}
        onUploaded={uploaded}
        title={upload.cropTitle}
        hint={upload.cropHint}
      />
    </Stack>
  );
}
