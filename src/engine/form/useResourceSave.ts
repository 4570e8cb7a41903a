// Saves a form's values through the data provider (create or update): the 'form.success' alert,
// or the server's field errors returned for the form to show (useNotifyInvalidForm then raises
// 'form.error'); a failure without field errors is announced here with the server's message.
import { useQueryClient } from '@tanstack/react-query';
import { type HttpError, type RaRecord, useDataProvider, useNotify } from 'react-admin';

export type SubmissionErrors = Record<string, string>;

/** Resolves to undefined when saved, else to the field errors (empty when none is per field). */
export type Persist = (values: Record<string, unknown>) => Promise<SubmissionErrors | undefined>;

export function useResourceSave(resource: string, record: RaRecord | undefined, meta?: Record<string, unknown>): Persist {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (values) => {
    try {
      if (record?.id !== undefined && record.id !== null) {
        await dataProvider.update(resource, { id: record.id, data: values, previousData: record, meta });
      } else {
        await dataProvider.create(resource, { data: values, meta });
      }
      await queryClient.invalidateQueries({ queryKey: [resource] });
      notify('form.success', { type: 'success' });
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify);
    }
  };
}

/** A refused save's field errors for the form; a failure without any is announced here. */
export function submissionErrors(error: unknown, notify: ReturnType<typeof useNotify>): SubmissionErrors {
  const fields = (error as HttpError).body?.errors as SubmissionErrors | undefined;
  if (fields) return fields;
  notify((error as Error).message || 'form.error', { type: 'error' });
  return {};
}
