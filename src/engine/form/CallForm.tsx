// A record form saved by a declared call (FormFrame, usePersist): a record page's section, a
// form-only declaration's form (a profile step), a form in a modal opened from a list's row (a
// category's or an entry's description in the clinic profile). Its record is given, or read by the
// `load` call when the form opens. The save call's body schema is its rules (or `rules`); a save
// sends the form's fields (and those their widgets edit) with `input` (the record's key, the edit
// language), kept to what each call declares, and the version read as If-Match. A save over someone
// else's offers to reload or to overwrite; the server's reasons land on their fields, or `failure`
// says any refusal. Once saved, `onSaved` gets the call's answer (the host reads the stored record
// again) and a modal closes. The form reports to its frame's unsaved-changes guard, or has its own.
import type { ReactNode } from 'react';
import type { FormSection } from '../../../common/resource';
import { useCallRead } from '../page/useCallRead';
import { useCallRules } from '../page/useCallRules';
import { FormFrame } from './FormFrame';
import { usePersist } from './usePersist';
import type { SaveFrame } from './useUnsavedChangesGuard';
import { useVersionConflict } from './useVersionConflict';

type Values = Record<string, unknown>;

export interface CallFormProps {
  /** The i18n resource name of the labels: `resources.<name>.fields.<field>`. */
  name: string;
  sections: FormSection[];
  /** The values the form starts from (their `updated` is the version a save sends); without them,
   * the `load` call reads them. */
  record?: Values;
  load?: string;
  save: string;
  /** The form's rules where the save call's body is not a registered schema of its own. */
  rules?: object;
  /** Sent with every call besides the form's fields. */
  input: Values;
  onSaved: (answer: unknown) => unknown;
  /** A conflict's "reload": the stored record read again (nothing was saved, no one is told); the
   * `load` call again by default. */
  reload?: () => Promise<unknown>;
  /** The success alert's i18n key; none where another says it (the host, the opener). */
  saved?: string;
  failure?: string;
  /** The save button's i18n key; `readOnly`: no save (every field locked). */
  label?: string;
  readOnly?: boolean;
  /** The guard the form reports to (UNGUARDED: a form that keeps its own draft); its own without one. */
  frame?: SaveFrame;
  /** Shown inside the form (a draft keeper reading the values). */
  children?: ReactNode;
  /** A form in a modal: its title and its close. */
  modal?: { title: string; onClose: () => void };
}

export function CallForm(props: CallFormProps) {
  const { sections, load, save, input, modal } = props;
  const read = useCallRead(load, input);
  const record = load ? read.data : props.record;
  const declared = useCallRules(save);
  const conflict = useVersionConflict(props.reload ?? read.reload);
  const persist = usePersist(
    { call: save, fields: sections.flatMap(({ fields }) => fields), input, version: record?.updated },
    { saved: props.saved, failure: props.failure, onSaved: props.onSaved, onConflict: conflict.open },
  );
  return (
    <FormFrame
      // A new answer (a conflict's reload) is a new form: its edits dropped, its version the stored one.
      key={read.loadedAt}
      schema={props.rules ?? declared}
      name={props.name}
      sections={sections}
      record={record}
      persist={persist}
      conflict={conflict}
      frame={props.frame}
      saveLabel={props.label}
      readOnly={props.readOnly}
      modal={modal && { ...modal, closeLabel: 'ra.action.close', wide: true }}
    >
      {props.children}
    </FormFrame>
  );
}
