// No lost updates in the browser: the state of a save that the server refused because the record
// changed since the form loaded it (409). The form then offers to reload or to overwrite
// (ConflictDialog.tsx); the modal forms and the profile steps share this.

import { useState } from 'react';
import type { HttpError } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

/** The query options of an edited record's read (a form's, a record page's, a declared call's):
 * never read again on its own, when the tab comes back into view or the network returns. The form
 * edits the version it opened; a newer one saved meanwhile is its save's conflict to settle. Read
 * again, the newer version was taken under what had been typed (the save then overwrote it with
 * no choice) or remounted the form and dropped the edits. */
export const EDITED_READ = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export interface VersionConflict {
  /** The values of the refused save; null while no conflict is shown. */
  values: FieldValues | null;
  open: (values: FieldValues) => void;
  close: () => void;
  /** Loads the stored record into the form, dropping the user's edits. */
  reload: () => Promise<unknown>;
}

/** A 409 that the data provider does not mark as another refusal (`stale: false`: a delete that
 * takes no version, refused for what the record is). */
export const isVersionConflict = (error: unknown) =>
  (error as HttpError | null)?.status === 409 && (error as HttpError).body?.stale !== false;

export function useVersionConflict(reload: () => Promise<unknown>): VersionConflict {
  const [values, setValues] = useState<FieldValues | null>(null);
  return { values, open: setValues, close: () => setValues(null), reload };
}
