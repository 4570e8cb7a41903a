// Step "documents" (section 5; 001 §2 "Documents", §3 "Free file", §9): the clinic's free files
// with the add modal (upload progress per file), download under the original name, visibility,
// delete of local files (after a confirmation) and the image preview. Every change is saved at
// once; the step counts as edited only while uploads run, so that the frame asks before leaving.
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACCEPT_DOCUMENTS } from '../../../../common/documents';
import { RemoveConfirm } from '../../../engine/form/RemoveConfirm';
import { ListFrame } from '../../../engine/list/ListFrame';
import { Lightbox } from '../../../engine/parts/Lightbox';
import { UploadDialog } from '../pictures/UploadDialog';
import type { StepProps } from '../stepTypes';
import { usePendingSave } from '../usePendingSave';
import { DocumentRow } from './DocumentRow';
import { isPreviewable } from './documentRules';
import type { FreeFile } from './freeFileModel';
import { useDocuments } from './useDocuments';
import { useDocumentUploads } from './useDocumentUploads';

type Open = { kind: 'upload' } | { kind: 'delete'; file: FreeFile } | { kind: 'view'; index: number } | null;

const UPLOAD_TEXTS = {
  title: 'app.documents.upload.title',
  choose: 'app.documents.upload.choose',
  drop: 'app.documents.upload.drop',
  rules: 'app.documents.upload.rules',
};
const COLUMNS = ['type', 'name', 'size', 'created', 'visible', 'actions'] as const;

export default function DocumentsStep({ hash, setDirty, registerSave, onSaved }: StepProps) {
  const translate = useTranslate();
  const list = useDocuments(hash, onSaved);
  const uploads = useDocumentUploads(hash, () => {
    void list.reload();
    onSaved();
  });
  const [open, setOpen] = useState<Open>(null);

  const pendingSave = uploads.busy ? uploads.finish : null;
  usePendingSave(pendingSave, { setDirty, registerSave });

  const close = () => setOpen(null);
  const { files } = list;
  const images = files.filter((file) => isPreviewable(file.fileType));
  const deleting = open?.kind === 'delete' ? open.file : null;

  return (
    <Stack spacing={2}>
      <ListFrame
        messages="app.documents"
        count={files.length}
        list={list}
        busy={uploads.busy}
        add={
          <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setOpen({ kind: 'upload' })}>
            {translate('app.documents.add')}
          </Button>
        }
      >
        {/* Its content never widens the page: on a narrow screen the table scrolls inside. */}
        <TableContainer sx={{ contain: 'inline-size' }}>
          <Table size="small" aria-label={translate('app.profile.steps.documents')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'actions' ? 'right' : 'left'}>
                    {translate(`app.documents.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {files.map((file) => (
                <DocumentRow
                  key={file.id}
                  file={file}
                  busy={list.busyId === file.id}
                  onVisible={(visible) => void list.setVisible(file, visible)}
                  onPreview={() => setOpen({ kind: 'view', index: images.indexOf(file) })}
                  onDelete={() => setOpen({ kind: 'delete', file })}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListFrame>
      {open?.kind === 'upload' && (
        <UploadDialog
          items={uploads.items}
          onAdd={uploads.add}
          onRetry={uploads.retry}
          onClose={() => {
            if (!uploads.busy) uploads.forgetSettled();
            close();
          }}
          texts={UPLOAD_TEXTS}
          accept={ACCEPT_DOCUMENTS}
          inputTestId="document-files"
          Icon={UploadIcon}
          sizeBase={1000}
        />
      )}
      {open?.kind === 'view' && (
        <Lightbox
          slides={images.map((file) => ({ url: file.url, caption: file.name }))}
          index={open.index}
          label="app.documents.previewTitle"
          onIndex={(index) => setOpen({ kind: 'view', index })}
          onClose={close}
        />
      )}
      {deleting && (
        <RemoveConfirm
          title="app.documents.deleteTitle"
          content={translate('app.documents.deleteText', { name: deleting.name })}
          confirm="ra.action.delete"
          confirmColor="warning"
          request={() => list.remove(deleting)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
