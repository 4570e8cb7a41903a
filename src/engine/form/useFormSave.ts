// The save of the form around it (react-hook-form's): the browser's rules first, then `persist`; the
// server's reasons go onto their fields. Saved: these values are the new starting point, so the form
// is no longer "edited". Resolves true once stored. Every record form's (FormFrame.tsx), and a form
// of a screen's own (a catalogue entry's price range).
import { useCallback } from 'react';
import { setSubmissionErrors } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Persist } from './submissionErrors';

export function useFormSave(persist: Persist) {
  const { handleSubmit, setError, reset } = useFormContext();
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        void handleSubmit(
          async (values) => {
            const errors = await persist(values);
            if (errors) setSubmissionErrors(errors, setError);
            else reset(values);
            resolve(!errors);
          },
          () => resolve(false),
        )();
      }),
    [handleSubmit, persist, setError, reset],
  );
}
