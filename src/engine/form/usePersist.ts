// The one save of every record form (FormFrame): create or update through the data provider, or a
// declared call with the form's fields and the frame's input, kept to what the call declares. The
// version read goes as If-Match; a 409 opens the form's conflict choice (useVersionConflict.ts).
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type RaRecord, useDataProvider, useNotify } from 'react-admin';
import type { FieldSpec } from '../../../common/resource';
import type { CallMethods } from '../page/recordPageContext';
import { declaredInput } from '../page/useCallRules';
import { type Persist, submissionErrors } from './submissionErrors';

type Values = Record<string, unknown>;

/** Where a save goes: the resource's create (no record id) or update, with `meta` (the route's
 * values, the edit language) and told the record a create made; or a declared call, sent the
 * fields (and those their widgets edit) with `input`, and the version read. */
export type SaveTarget =
  | { resource: string; record?: RaRecord; meta?: Values; onCreated?: (record: RaRecord) => void }
  | { call: string; fields: readonly FieldSpec[]; input: Values; version?: unknown };

export interface SaveEffects {
  /** The success alert's i18n key (its arguments: the values); none where another says it. */
  saved?: string;
  /** The alert of a refusal that names no field (the server's reason by default). */
  failed?: ReactNode;
  /** The alert of any refusal, instead of its field errors (a text saved whole). */
  failure?: string;
  onSaved?: (answer: unknown, values: Values) => unknown;
  onConflict?: (values: Values) => void;
}

/** The form's fields the save sends, and the fields their widgets edit besides. */
export const editedFields = (fields: readonly FieldSpec[]) =>
  fields.flatMap((field) => [field.source.split('.')[0], ...(field.edits ?? [])]);

/** `values` kept to the fields `names`. */
export const keptTo = (values: Values, names: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([field]) => names.includes(field)));

export function usePersist(target: SaveTarget, { saved, failed, failure, onSaved, onConflict }: SaveEffects): Persist {
  const notify = useNotify();
  const dataProvider = useDataProvider<CallMethods>();
  const queryClient = useQueryClient();
  const send = async (values: Values, overwrite: boolean) => {
    if ('call' in target) {
      const input = await declaredInput(target.call, { ...keptTo(values, editedFields(target.fields)), ...target.input });
      return dataProvider[target.call](input, { version: overwrite ? undefined : target.version });
    }
    const { resource, record, meta, onCreated } = target;
    if (record?.id === undefined || record.id === null) {
      const { data } = await dataProvider.create(resource, { data: values, meta });
      onCreated?.(data);
    } else await dataProvider.update(resource, { id: record.id, data: values, previousData: record, meta: { ...meta, overwrite } });
    await queryClient.invalidateQueries({ queryKey: [resource] });
    return undefined;
  };
  return async (values, options) => {
    let answer: unknown;
    try {
      answer = await send(values, Boolean(options?.overwrite));
    } catch (error) {
      if (!failure) return submissionErrors(error, notify, onConflict && (() => onConflict(values)), failed);
      notify(failure, { type: 'error' });
      return {};
    }
    // The answer's values may word it too (a transfer's "Клиник передано: %{moved}").
    if (saved) notify(saved, { type: 'success', messageArgs: { ...values, ...(answer && typeof answer === 'object' ? answer : {}) } });
    await onSaved?.(answer, values);
    return undefined;
  };
}
