// A record form saved by a declared call (a record page's section, a profile step, a modal opened from
// a list's row), its record given or read by its `load` call; its rules the save call's body schema.
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
