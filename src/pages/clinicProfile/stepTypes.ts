// What the clinic profile frame (ClinicWizard) gives each step's view, so that a step is a plain
// component: it knows its clinic and edit language, and tells the frame about unsaved edits and saves.
import type { EditLang } from '../../../common/lang';

export interface StepProps {
  /** The clinic's hash, from /admin/clinics/profile/{hash}/{step}. */
  hash: string;
  /** The edit language (RU or EN) chosen in the frame. */
  lang: EditLang;
  /** The step's form has (or no longer has) unsaved edits: leaving or switching language asks first. */
  setDirty: (dirty: boolean) => void;
  /** The save that the unsaved-changes modal's "save" choice runs (null: nothing to save). It
   * resolves true when the save succeeded, false when it was refused (the form shows why). */
  registerSave: (save: (() => Promise<boolean>) | null) => void;
  /** A save succeeded: the frame re-reads the completion marks and shows the success alert. */
  onSaved: () => void;
}
