// A list's records added by uploading several files at once (ListConfig `upload.files`). The queue
// outlives the modal; while it runs, a host asks before leaving (its "save" waits for the uploads).

import ImageIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import FileIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { IMAGE_RULES } from '../../../common/fileRules';
import type { ListFilesUpload } from '../../../common/resource';
import type { UploadOptions } from '../../../dataProvider/callRequests';
import { useHost } from '../host/hostContext';
import { useHostPending } from '../host/useHostPending';
import { acceptOf, useUploadTexts } from './fileRefusal';
import { sendFile } from './sendFile';
import { UploadDialog } from './UploadDialog';
import { useUploadQueue } from './useUploadQueue';

type Uploader = (input: object, options: UploadOptions) => Promise<unknown>;

interface Props {
  resource: string;
  upload: ListFilesUpload;
  /** The call's input: the list's route values (a clinic's `hash`). */
  input: Readonly<Record<string, string>>;
}

export function FilesUploadAction({ resource, upload, input }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const host = useHost();
  const [open, setOpen] = useState(false);
  const { files } = upload;
  const send = dataProvider[upload.call] as Uploader;
  const texts = useUploadTexts();
  const rules = files.accepts === 'images' ? IMAGE_RULES : files.accepts;
  const queue = useUploadQueue({
    check: (file) => texts.refusal(rules, file),
    run: (file, report, signal) =>
      sendFile((sendable, onProgress) => send(input, { file: sendable, onProgress, signal }), files, file, report, signal, texts),
    onUploaded: () => {
      void queryClient.invalidateQueries({ queryKey: [resource] });
      if (host) host.onSaved();
      else notify('form.success', { type: 'success' });
    },
  });
  useHostPending(queue.busy ? queue.finish : null);
  const Icon = files.accepts === 'images' ? ImageIcon : FileIcon;
  return (
    <>
      <Button
        variant="contained"
        // While files are sent (the modal closed or not), the button says so.
        startIcon={queue.busy ? <CircularProgress size={18} color="inherit" /> : <Icon />}
        onClick={() => setOpen(true)}
      >
        {translate(upload.label)}
      </Button>
      {open && (
        <UploadDialog
          items={queue.items}
          onAdd={queue.add}
          onRetry={queue.retry}
          onClose={() => {
            if (!queue.busy) queue.forgetSettled();
            setOpen(false);
          }}
          texts={files.texts}
          accept={acceptOf(rules)}
          inputTestId="list-upload-files"
          Icon={Icon}
          sizeBase={rules.sizeBase}
        />
      )}
    </>
  );
}
