// A step whose unsaved work is a save waiting to run (an upload in progress, a crop or alt text
// not yet saved): the frame counts the step as edited while there is one, its unsaved-changes
// modal runs it on "save", and leaving the step clears both.
import { useEffect } from 'react';
import type { StepProps } from './stepTypes';

type Save = () => Promise<boolean>;

export function usePendingSave(pending: Save | null, { setDirty, registerSave }: Pick<StepProps, 'setDirty' | 'registerSave'>) {
  useEffect(() => {
    setDirty(pending !== null);
    registerSave(pending);
  }, [pending, setDirty, registerSave]);
  useEffect(
    () => () => {
      setDirty(false);
      registerSave(null);
    },
    [setDirty, registerSave],
  );
}
