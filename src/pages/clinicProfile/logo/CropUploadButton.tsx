// The Upload or Replace button of an image that goes through the crop step (the clinic logo, a
// doctor's and an employee's avatar): it opens the file chooser, refuses a file that is not gif,
// jpg, jpeg, png or webp or whose size does not fit with an error alert before anything is sent,
// and opens the crop step with an accepted one. The server checks the content again.
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Button, type ButtonProps } from '@mui/material';
import { useRef, useState } from 'react';
import { type DataProvider, useDataProvider, useNotify } from 'react-admin';
import type { UploadOptions } from '../../../../dataProvider/callRequests';
import { CropUploadDialog, type PendingCropSave } from '../../../engine/crop/CropUploadDialog';
import { ACCEPT_IMAGES, acceptableImage } from '../pictures/uploadRules';

/** An image cropped and sent by a declared upload call that takes the `hash` of what it belongs to
 * (the clinic logo's by default; a doctor's or an employee's avatar): its name, the crop's fixed
 * aspect ratio (free when absent), its largest side and the step's title. */
export interface CropTarget {
  call: string;
  aspectRatio?: number;
  max: number;
  title?: string;
}

/** 001 §9: the logo keeps the proportions chosen, at most 1280x1280. */
const LOGO: CropTarget = { call: 'uploadClinicLogo', max: 1280 };

/** A declared upload of `{ hash }` (common/calls.ts), as the data provider makes it. */
type UploadCall = (input: { hash: string }, options: UploadOptions) => Promise<unknown>;

/** The crop step's pending save matters to a page with an unsaved-changes guard; without one it is dropped. */
const NO_GUARD = () => undefined;

interface Props<Answer> {
  hash: string;
  label: string;
  variant: ButtonProps['variant'];
  disabled: boolean;
  /** The hidden file input's test id. */
  testId: string;
  /** The alert for a refused file. */
  wrongFile: string;
  /** The clinic logo's when not given. */
  target?: CropTarget;
  onUploaded: (answer: Answer) => void;
  onPending?: (save: PendingCropSave | null) => void;
}

export function CropUploadButton<Answer>(props: Props<Answer>) {
  const { hash, label, variant, disabled, testId, wrongFile, target = LOGO, onUploaded, onPending = NO_GUARD } = props;
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & Record<string, unknown>>();
  const upload = (file: Blob, fileName: string, onProgress: (progress: number) => void) =>
    (dataProvider[target.call] as UploadCall)({ hash }, { file, fileName, onProgress }) as Promise<Answer>;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);

  /** Drops the chosen file, so that choosing the same one again opens the crop step again. */
  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (acceptableImage(file)) setChosen(file);
    else {
      notify(wrongFile, { type: 'error' });
      clear();
    }
  };

  return (
    <>
      <Button variant={variant} startIcon={<UploadIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT_IMAGES}
        data-testid={testId}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {chosen && (
        <CropUploadDialog<Answer>
          file={chosen}
          crop={{ aspectRatio: target.aspectRatio, max: { width: target.max, height: target.max }, name: 'logo' }}
          upload={upload}
          title={target.title}
          onUploaded={(answer) => {
            clear();
            onUploaded(answer);
          }}
          onCancel={clear}
          onPending={onPending}
        />
      )}
    </>
  );
}
