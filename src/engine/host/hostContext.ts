// What a custom page that hosts declared screens as parts of its own (the clinic profile's wizard,
// its steps) tells them and hears from them: the edit language it shows, and its unsaved-changes
// rule and completion marks, which a hosted list or form reports to. Outside a host: nothing.
import { createContext, useContext } from 'react';
import type { EditLang } from '../../../common/lang';

export interface Host {
  /** The edit language (RU or EN) the host's selector shows: a hosted form edits in it. */
  lang: EditLang;
  /** A hosted form has (or no longer has) unsaved edits: leaving or switching language asks first. */
  setDirty: (dirty: boolean) => void;
  /** The save the host's unsaved-changes modal runs on "save" (null: nothing to save); it resolves
   * true when the save succeeded, false when it was refused (the form shows why). */
  registerSave: (save: (() => Promise<boolean>) | null) => void;
  /** A hosted record was saved, added, changed or deleted: the host re-reads what depends on it
   * (the profile's completion marks) and says so. */
  onSaved: () => void;
}

export const HostContext = createContext<Host | null>(null);

/** The host around a hosted screen, or null on a screen of its own. */
export const useHost = () => useContext(HostContext);
