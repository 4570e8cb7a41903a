// The 'form.error' alert after a submit that left field errors: refused by the browser's
// validation (nothing was sent) or by the server (react-hook-form counts the submit once the save
// has set the server's errors).
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** `message`: the alert's key where a form words it otherwise (the reviews form, 001 §8). */
export function useNotifyInvalidForm(message = 'form.error') {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const announced = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= announced.current) return;
    announced.current = submitCount;
    if (Object.keys(errors).length > 0) notify(message, { type: 'error' });
  }, [submitCount, errors, notify, message]);
}
