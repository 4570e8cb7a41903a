// Choosing the file of an image upload, the same everywhere: images only, a file that does not fit
// refused on choosing before anything is sent, an accepted one opened in the one crop step.
import { type ReactElement, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { type FileRules, IMAGE_RULES } from '../../../common/fileRules';
import { acceptOf, useUploadTexts } from '../upload/fileRefusal';
import { type CropSpec, type CropUpload, CropUploadDialog, type PendingCropSave } from './CropUploadDialog';

export interface CropChoiceSpec<Answer> {
  /** The crop; without one an accepted file goes to `onChosen` as it is. */
  crop?: CropSpec;
  upload: CropUpload<Answer>;
  onUploaded: (answer: Answer) => void;
  onChosen?: (file: File) => void;
  /** The files that fit: every image upload's (000 §5) when not given. A refused one is said by
   * its reason in an alert, and handed to `onRefused` (a field's message). */
  rules?: FileRules;
  onRefused?: (message: string) => void;
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
  const { crop, rules = IMAGE_RULES } = spec;
  const texts = useUploadTexts();
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
    const refused = texts.refusal(rules, file);
    if (refused) {
      notify(refused, { type: 'error' });
      spec.onRefused?.(refused);
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
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(rules)}
        data-testid={spec.testId}
        onChange={(event) => take(event.target.files?.[0])}
      />
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
