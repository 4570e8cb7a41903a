// Saves a form's values through the data provider (create or update): the 'form.success' alert,
// or the server's field errors returned for the form to show (useNotifyInvalidForm then raises
// 'form.error'); a failure without field errors is announced here with the server's message.
// An update sends the version of the record it loaded; a refusal because the record changed
// since (409) opens the form's conflict choice instead (useVersionConflict.ts).
import { useQueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { type HttpError, type RaRecord, useDataProvider, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { TitledAlert } from './TitledAlert';
import { isVersionConflict } from './useVersionConflict';

export type SubmissionErrors = Record<string, string>;

/** `overwrite`: save without the loaded version, over whatever is stored now. */
export type SaveOptions = { overwrite?: boolean };

/** Resolves to undefined when saved, else to the field errors (empty when none is per field). */
export type Persist = (values: Record<string, unknown>, options?: SaveOptions) => Promise<SubmissionErrors | undefined>;

/** `saved`: the screen's own success alert (`created`: a create's, where it differs);
 * `createFailed` (titled `failedTitle`): a refused create's alert when no field is named;
 * `onCreated`: told the new record (its id). */
export interface SaveEffects {
  saved?: string;
  created?: string;
  createFailed?: string;
  failedTitle?: string;
  onCreated?: (record: RaRecord) => void;
}

export function useResourceSave(
  resource: string,
  record: RaRecord | undefined,
  meta?: Record<string, unknown>,
  onConflict?: (values: FieldValues) => void,
  { saved = 'form.success', created = saved, createFailed, failedTitle, onCreated }: SaveEffects = {},
): Persist {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (values, options) => {
    const isNew = record?.id === undefined || record.id === null;
    try {
      if (!isNew) {
        const withOptions = { ...meta, overwrite: options?.overwrite };
        await dataProvider.update(resource, { id: record.id, data: values, previousData: record, meta: withOptions });
      } else {
        const { data } = await dataProvider.create(resource, { data: values, meta });
        onCreated?.(data);
      }
      await queryClient.invalidateQueries({ queryKey: [resource] });
      notify(isNew ? created : saved, { type: 'success', messageArgs: values });
      return undefined;
    } catch (error) {
      const failed = isNew && createFailed ? createElement(TitledAlert, { title: failedTitle, text: createFailed }) : undefined;
      return submissionErrors(error, notify, onConflict && (() => onConflict(values)), failed);
    }
  };
}

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
  notify(failed ?? ((error as Error).message || 'form.error'), { type: 'error' });
  return {};
}
