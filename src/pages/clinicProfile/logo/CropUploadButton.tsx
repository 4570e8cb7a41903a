// The Upload or Replace button of an image that goes through the crop step (the clinic logo, a
// doctor's and an employee's avatar): it opens the file chooser, refuses a file that is not gif,
// jpg, jpeg, png or webp or whose size does not fit with an error alert before anything is sent,
// and opens the crop step with an accepted one. The server checks the content again.
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Button, type ButtonProps } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { ACCEPT_IMAGES, acceptableImage } from '../pictures/uploadRules';
import { type CropTarget, LogoCropDialog, type PendingCropSave } from './LogoCropDialog';

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
  const { hash, label, variant, disabled, testId, wrongFile, target, onUploaded, onPending = NO_GUARD } = props;
  const notify = useNotify();
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
        <LogoCropDialog<Answer>
          hash={hash}
          file={chosen}
          target={target}
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
