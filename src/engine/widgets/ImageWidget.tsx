// A picture of the record (ImageFrame.tsx), in one of two modes: the chosen (cropped) file as the
// field's value, sent with the form's save (an author's photo); or, with `options.upload`, saved at
// once by that call with the record's key (an employee's avatar), `src` building the stored address
// and `remove` deleting it. In a host, a file waiting in the crop step is an unsaved edit.
import { Button, FormControlLabel, Switch } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { valueAt } from '../../../dataProvider/clientList';
import type { PendingCropSave } from '../crop/CropUploadDialog';
import { filledPath } from '../filledPath';
import { RemoveConfirm } from '../form/RemoveConfirm';
import { useHost } from '../host/hostContext';
import { type CallMethods, keyInput, type RecordPageState, useRecordPage } from '../page/recordPageContext';
import { ImageFrame, type ImageOptions } from './ImageFrame';
import type { WidgetEntry, WidgetProps } from './types';

export function ImageWidget(props: WidgetProps) {
  const options = props.field.options as ImageOptions | undefined;
  return options?.upload || options?.src ? <SavedImage {...props} /> : <FormImage {...props} />;
}

/** The picture as the form's value: the chosen file, else the stored address (the value, or the
 * form's value at `options.stored`), dropped by the `options.removes` switch. A refused file's
 * reason stays under it until a file is taken, a save's own check notwithstanding. */
function FormImage({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const options = (field.options ?? {}) as ImageOptions;
  const { field: input, fieldState } = useInput({ source: field.source });
  const [refused, setRefused] = useState<string>();
  const flag = options.removes ? field.edits?.[0] : undefined;
  // Every path is watched once; an option not given watches the field itself, and is not read.
  const [removing, stored, name] = useWatch({
    name: [flag ?? field.source, options.stored ?? field.source, options.named ?? field.source],
  });
  const { setValue, clearErrors } = useFormContext();
  const value: unknown = input.value;
  const file = value instanceof File ? value : undefined;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const address = typeof value === 'string' && value ? value : options.stored && typeof stored === 'string' && stored ? stored : undefined;
  const take = (picked: File | undefined) => {
    setRefused(undefined);
    clearErrors(field.source);
    input.onChange(picked);
    // A new picture replaces the stored one: nothing is left to remove.
    if (flag && picked) setValue(flag, false, { shouldDirty: true });
  };
  return (
    <ImageFrame
      source={field.source}
      label={label}
      options={options}
      picture={preview ?? (flag && removing === true ? undefined : address)}
      name={options.named ? String(name ?? '') : undefined}
      note={file?.name}
      error={refused ?? fieldState.error?.message}
      onChosen={take}
      // Nothing is sent here: the cropped image waits for the form's save, as a chosen file does.
      upload={async (blob, fileName) => new File([blob], fileName, { type: blob.type })}
      onCropped={(cropped) => take(cropped as File)}
      onRefused={setRefused}
      disabled={field.disabled}
    >
      {flag && address && (
        <FormControlLabel
          label={translate(options.removes ?? '')}
          control={
            <Switch
              checked={removing === true}
              onChange={(event) => {
                setValue(flag, event.target.checked, { shouldDirty: true });
                // Removing drops a chosen replacement too: the record is left without a picture.
                if (event.target.checked) input.onChange(undefined);
              }}
            />
          }
        />
      )}
    </ImageFrame>
  );
}

/** The picture saved by calls of its own, on a record page (or shown only, disabled). */
function SavedImage({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallMethods>();
  const page = useRecordPage() as RecordPageState;
  const options = (field.options ?? {}) as ImageOptions;
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const picture = options.src ? filledPath(options.src, page.record) : ((valueAt(page.record, field.source) as string | null) ?? undefined);
  const reportPending = usePendingCrop();
  const saved = async () => {
    setError(undefined);
    if (!page.quiet) notify('form.success', { type: 'success' });
    await page.changed();
  };
  const send = (file: Blob, fileName?: string, onProgress?: (fraction: number) => void) =>
    dataProvider[options.upload ?? ''](keyInput(page), { file, fileName, onProgress });
  return (
    <ImageFrame
      source={field.source}
      label={label}
      options={options}
      picture={picture}
      error={error}
      onChosen={(file) =>
        void send(file, file.name).then(saved, (failure: Error) => notify(failure.message || 'form.error', { type: 'error' }))
      }
      upload={send}
      onCropped={() => void saved()}
      onRefused={setError}
      disabled={field.disabled}
      onPending={reportPending}
    >
      {picture && options.remove && (
        <Button color="error" onClick={() => setRemoving(true)}>
          {translate(options.remove.label)}
        </Button>
      )}
      {removing && options.remove && (
        <RemoveConfirm
          title={translate(options.remove.title)}
          content={translate(options.remove.text)}
          confirm={translate('app.form.delete')}
          cancel={translate('app.form.cancel')}
          confirmColor="warning"
          request={() => dataProvider[(options.remove as { call: string }).call](keyInput(page))}
          removed={page.quiet ? undefined : 'form.success'}
          failed={(failure) => notify((failure as Error).message || 'form.error', { type: 'error' })}
          onRemoved={() => void page.changed()}
          onClose={() => setRemoving(false)}
        />
      )}
    </ImageFrame>
  );
}

/** A host's part in a saved picture: a file in the crop step is its unsaved edit (the crop's save
 * runs on its modal's "save"), cleared when the picture goes. */
function usePendingCrop() {
  const host = useHost();
  const report = useCallback(
    (save: PendingCropSave | null) => {
      host?.setDirty(save !== null);
      host?.registerSave(save);
    },
    [host],
  );
  useEffect(() => () => report(null), [report]);
  return report;
}

export const widget: WidgetEntry = { name: 'image', component: ImageWidget };
