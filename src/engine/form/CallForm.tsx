// A record form saved by a declared call: a record page's section, a form-only declaration's form
// (a profile step), a form in a modal (CallsFormDialog). The call's body schema is its rules (or
// `rules`); a save sends the form's fields (and those their widgets edit) with `input` (the record's
// key, the edit language), kept to what the call declares, and the version read as If-Match. A save
// over someone else's offers to reload or to overwrite; the server's reasons land on their fields,
// or `failure` says any refusal. Once saved, `onSaved` gets the call's answer (the host reads the
// stored record again). The form reports to its frame's unsaved-changes guard, or has its own.
import { LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { FieldSpec, FormSection } from '../../../common/resource';
import type { CallMethods } from '../page/recordPageContext';
import { declaredInput, useCallRules } from '../page/useCallRules';
import { PageForm } from './PageForm';
import { type Persist, submissionErrors } from './useResourceSave';
import { type SaveFrame, useRegisteredSaveGuard } from './useUnsavedChangesGuard';
import { useVersionConflict } from './useVersionConflict';

type Values = Record<string, unknown>;

export interface CallFormProps {
  /** The i18n resource name of the labels: `resources.<name>.fields.<field>`. */
  name: string;
  sections: FormSection[];
  /** The values the form starts from; their `updated` is the version a save sends. */
  record: Values;
  save: string;
  /** The form's rules where the save call's body is not a registered schema of its own. */
  rules?: object;
  /** Sent with every save besides the form's fields. */
  input: Values;
  onSaved: (answer: unknown) => unknown;
  /** A conflict's "reload": the stored record read again (nothing was saved, no one is told). */
  reload: () => Promise<unknown>;
  /** The success alert's i18n key; none where another says it (the host, the opener). */
  saved?: string;
  failure?: string;
  /** The save button's i18n key; `readOnly`: no save (every field locked). */
  label?: string;
  readOnly?: boolean;
  /** The guard the form reports to; its own without one. */
  frame?: SaveFrame;
  /** Shown inside the form (a draft keeper reading the values). */
  children?: ReactNode;
}

export function CallForm(props: CallFormProps) {
  const { name, sections, record, save, reload, frame } = props;
  const declared = useCallRules(save);
  const rules = props.rules ?? declared;
  const own = useRegisteredSaveGuard();
  const conflict = useVersionConflict(reload);
  const persist = useCallPersist(
    save,
    sections.flatMap(({ fields }) => fields),
    {
      ...props,
      version: record.updated as number | undefined,
      onConflict: conflict.open,
    },
  );
  if (!rules) return <LinearProgress />;
  return (
    <>
      <PageForm
        schema={rules}
        name={name}
        sections={sections}
        record={record}
        persist={persist}
        frame={frame ?? own}
        conflict={conflict}
        saveLabel={props.label}
        readOnly={props.readOnly}
      >
        {props.children}
      </PageForm>
      {!frame && own.guard.dialog}
    </>
  );
}

interface PersistOptions extends Pick<CallFormProps, 'input' | 'onSaved' | 'saved' | 'failure'> {
  /** The version read, sent as If-Match unless the user chose to overwrite. */
  version?: number;
  onConflict?: (values: Values) => void;
}

/** A save by a declared call of `fields` (and those their widgets edit) with `input`, kept to what
 * the call declares: the one persist of the forms saved by calls (CallForm, a record action's form). */
export function useCallPersist(save: string, fields: readonly FieldSpec[], options: PersistOptions): Persist {
  const { input, onSaved, saved, failure, version, onConflict } = options;
  const notify = useNotify();
  const dataProvider = useDataProvider<CallMethods>();
  const sent = new Set(fields.flatMap((field) => [field.source.split('.')[0], ...(field.edits ?? [])]));
  return async (values, overwrite) => {
    const typed = Object.fromEntries(Object.entries(values).filter(([field]) => sent.has(field)));
    let answer: unknown;
    try {
      answer = await dataProvider[save](await declaredInput(save, { ...typed, ...input }), {
        version: overwrite?.overwrite ? undefined : version,
      });
    } catch (error) {
      if (!failure) return submissionErrors(error, notify, onConflict && (() => onConflict(values)));
      notify(failure, { type: 'error' });
      return {};
    }
    // The answer's values may word it (a transfer's "Клиник передано: %{moved}").
    if (saved) notify(saved, { type: 'success', messageArgs: { ...(answer as object) } });
    // The form shows as saved once the stored values are in it (until then it holds the edits).
    await onSaved(answer);
    return undefined;
  };
}
