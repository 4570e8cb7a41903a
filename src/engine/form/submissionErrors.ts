// What a refused save gives its form: the server's reasons by field; a stale version goes to the
// form's conflict choice (useVersionConflict.ts); any other refusal is said at the top. Apart from
// usePersist, for the forms that save in their own way (a photo's caption, a price range, a banner).
import type { ReactNode } from 'react';
import type { HttpError, useNotify } from 'react-admin';
import { failureReason } from '../failureReason';
import { isVersionConflict } from './useVersionConflict';

export type SubmissionErrors = Record<string, string>;

/** `overwrite`: save without the version read, over whatever is stored now. */
export type SaveOptions = { overwrite?: boolean };

/** Resolves to undefined when saved, else to the field errors (empty when none is per field). */
export type Persist = (values: Record<string, unknown>, options?: SaveOptions) => Promise<SubmissionErrors | undefined>;

/** A refused save's field errors for the form; a stale version goes to `onConflict`; any other
 * failure without field errors is announced here (by `failed` when the screen words it). */
export function submissionErrors(
  error: unknown,
  notify: ReturnType<typeof useNotify>,
  onConflict?: () => void,
  failed?: ReactNode,
): SubmissionErrors {
  if (onConflict && isVersionConflict(error)) {
    onConflict();
    return {};
  }
  const fields = (error as HttpError).body?.errors as SubmissionErrors | undefined;
  if (fields) return fields;
  notify(failed ?? failureReason(error), { type: 'error' });
  return {};
}
