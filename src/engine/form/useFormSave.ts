// The save of the form around it (react-hook-form's): the browser's rules first, then `persist`, the
// server's reasons onto their fields. Once saved, these values are the new start (no longer "edited").
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
