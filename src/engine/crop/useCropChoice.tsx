// Choosing the file of an image upload, the same everywhere: images only, a file that does not fit
// refused on choosing before anything is sent, an accepted one opened in the one crop step.
import { type ReactElement, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { type CropSpec, type CropUpload, CropUploadDialog, type PendingCropSave } from './CropUploadDialog';
import { ACCEPT_IMAGES, acceptableImage } from './imageRules';
import { WRONG_FORMAT_SIZE } from './uploadFailure';

export interface CropChoiceSpec<Answer> {
  /** The crop; without one an accepted file goes to `onChosen` as it is. */
  crop?: CropSpec;
  upload: CropUpload<Answer>;
  onUploaded: (answer: Answer) => void;
  onChosen?: (file: File) => void;
  /** Which files fit, and the input's `accept`: the spec's images (000 §5) when not given. */
  accepts?: (file: File) => boolean;
  accept?: string;
  /** The i18n key of a refused file's alert ("Wrong format/size" when not given), and what else the
   * screen does with it (a field's message). */
  wrong?: string;
  onRefused?: (message: string) => void;
  /** Why a file does not fit, said by reason (an i18n key and its arguments: a banner's type, its
   * size), rather than by `accepts` and the one `wrong` alert. */
  refusal?: (file: File) => readonly [string, Record<string, unknown>] | undefined;
  /** The crop step's title and hint (i18n keys). */
  title?: string;
  hint?: string;
  testId?: string;
  onPending?: (save: PendingCropSave | null) => void;
}

export interface CropChoice {
  choose: () => void;
  cropping: boolean;
  input: ReactElement;
  step: ReactElement | null;
}

export function useCropChoice<Answer>(spec: CropChoiceSpec<Answer>): CropChoice {
  const { crop, accepts = acceptableImage, accept = ACCEPT_IMAGES, wrong = WRONG_FORMAT_SIZE } = spec;
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);

  /** Drops the chosen file, so that choosing the same one again opens the crop step again. */
  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };
  const take = (file: File | undefined) => {
    if (!file) return;
    const refused = spec.refusal ? spec.refusal(file) : accepts(file) ? undefined : ([wrong, {}] as const);
    if (refused) {
      notify(refused[0], { type: 'error', messageArgs: refused[1] });
      spec.onRefused?.(translate(...refused));
      clear();
    } else if (crop) setChosen(file);
    else {
      spec.onChosen?.(file);
      clear();
    }
  };

  return {
    choose: () => input.current?.click(),
    cropping: chosen !== null,
    input: (
      <input ref={input} type="file" hidden accept={accept} data-testid={spec.testId} onChange={(event) => take(event.target.files?.[0])} />
    ),
    step:
      chosen && crop ? (
        <CropUploadDialog<Answer>
          file={chosen}
          crop={crop}
          upload={spec.upload}
          title={spec.title}
          hint={spec.hint}
          onUploaded={(answer) => {
            clear();
            spec.onUploaded(answer);
          }}
          onCancel={clear}
          onPending={spec.onPending}
        />
      ) : null,
  };
}
