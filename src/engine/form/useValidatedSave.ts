// Saving a schema form: the browser's validation first (an invalid form sends nothing), then the
// persist call; the server's field errors go onto their fields. Resolves true when saved.
import { useCallback } from 'react';
import { setSubmissionErrors } from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import type { Persist } from './useResourceSave';

export function useValidatedSave() {
  const { handleSubmit, setError } = useFormContext();
  return useCallback(
    (persist: Persist, onSaved?: (values: FieldValues) => void) =>
      new Promise<boolean>((resolve) => {
        void handleSubmit(
          async (values) => {
            const errors = await persist(values);
            if (errors) setSubmissionErrors(errors, setError);
            else onSaved?.(values);
            resolve(!errors);
          },
          () => resolve(false),
        )();
      }),
    [handleSubmit, setError],
  );
}
