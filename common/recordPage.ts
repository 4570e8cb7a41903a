// A record's own page beside a list whose form only adds (react-admin's Edit beside its Create): its
// address, the record's summary, its sections as tabs with addresses of their own, each saved by a
// declared call of its own, and the record's actions that are not field edits (block, unblock, send
// a link); and a modal form's link to its record on the public portal. Read by both sides with the
// rest of a declaration (common/resource.ts).
import type { RecordTests } from './recordTests';
import type { ColumnSpec, FieldSpec, FormSection } from './resource';

/** A section saved by a declared call of the screen's folder (resources/<folder>/calls.ts): the
 * call's body schema is the section's rules, and it gets the section's fields its body declares,
 * the record's key (`RecordPageConfig.id`) under its name, and the loaded version when it takes
 * If-Match (a save over someone else's offers to reload or to overwrite). */
export interface SectionSave {
  call: string;
  /** i18n keys: the save button (`app.form.save` by default) and its success alert (`form.success`). */
  label?: string;
  saved?: string;
}

/** A button that is not a field edit: it makes a declared call of the screen's folder with the
 * record's key under its name. Its i18n texts get the record's fields (`%{name}`). */
export interface RecordAction {
  call: string;
  /** i18n keys: the button, and the alert once the call succeeded. */
  label: string;
  done: string;
  /** Offered only for records that pass (a blocked account's unblock, not on one's own account). */
  shown?: RecordTests;
  /** Offered but disabled for records that pass (the main agent's "make main"). */
  disabledWhen?: RecordTests;
  /** The call's other fields from the record's, call field -> record path (an agent's `uuid`: its
   * `hash`), sent with the key. */
  input?: Readonly<Record<string, string>>;
  /** Asked first (a change of state): i18n keys of the question, of the text under it and of the
   * confirming button (the action's label by default). */
  confirm?: { title: string; text: string; button?: string };
  /** A modal form first (a new e-mail), its values sent with the key; the call's body schema is its
   * rules, the record's values its start. i18n keys: `title`, `submit` (the submit button,
   * `app.form.save` by default); `changed`: submitted only once a value was changed (chosen). */
  form?: { title: string; fields: FieldSpec[]; submit?: string; changed?: boolean };
  /** An i18n key of a note under the button. */
  hint?: string;
  color?: 'primary' | 'success' | 'error';
  /** A filled button; outlined by default. */
  contained?: boolean;
}

/** The sections of a record page: a form section, saved by its own call, with its actions. */
export interface PageSection extends FormSection {
  /** The tab's name in the page's address (`:tab`). */
  name: string;
  title: string;
  /** Absent: the section has no field to save (its fields save themselves: an avatar). */
  save?: SectionSave;
  actions?: readonly RecordAction[];
  /** The section's `hint` shows only for records that pass (one's own account). */
  hintWhen?: RecordTests;
  /** The section's values are read by a call of their own (a doctor's base, in the edit language),
   * not from the record. */
  load?: SectionLoad;
  /** The section's number in the record's review marks (RecordModal `approval`): its tab says its
   * state in the edit language, and the approval button marks it reviewed. */
  approve?: number;
}

/** A section read by a declared call of the screen's folder with the record's key (and, in a
 * modal, the edit language): the values are the answer's `at` (with their version, `updated`). */
export interface SectionLoad {
  call: string;
  at: string;
}

/** A record page shown as a modal over its list, opened by a row's edit button (a clinic's doctor,
 * in the clinic profile): its sections are side tabs, edited in the edit language the modal
 * chooses (starting from its host's), which every section call takes under `lang`. */
export interface RecordModal {
  /** i18n key of the modal's title, with the record's title as %{name}. */
  title: string;
  /** The name the calls take the edit language under (`locals`). */
  lang: string;
  /** i18n key naming the side tabs together. */
  tabs: string;
  /** The sections' review per language (001 §4): the call gets the record's key, the edit
   * language and the section's number under `param`, and answers the marks under `marks`, as the
   * sections' saves do; the record holds them under `marks` too (common/completion.ts's rule).
   * i18n keys: `states` (a prefix: `<states>.complete|stale|incomplete`), the button's `label`
   * (%{lang}) and `again` once reviewed, and the success alert `done` (%{lang}). */
  approval?: { call: string; param: string; marks: string; states: string; label: string; again: string; done: string };
  /** The stored record's preview beside the approval. */
  preview?: FormPreview;
}

export interface RecordPageConfig {
  /** The page's route: `:id` is the record's key as getOne reads it, `:tab` the shown section's name
   * (the sections are tabs with addresses of their own, each a form). None for a `modal` one. */
  path?: string;
  /** Shown as a modal over the list, not on a route of its own. */
  modal?: RecordModal;
  /** The entity whose history the record is recorded under, by the record's `id` (a clinic's
   * doctor: `doctors`): a "Change history" button in the page's head (ADMIN only, as every
   * record's history), with the restore of its versions. */
  history?: string;
  /** The record's field in `:id`, and the name every call of the page takes it under; `id` by default. */
  id?: string;
  /** The record's field that is the signed-in user's own one's (an account's `hash`): the record
   * tests' `own`. */
  own?: string;
  /** The record's fields shown under its title, each by its cell (an e-mail, a state's chip). */
  summary?: readonly ColumnSpec[];
  sections: readonly PageSection[];
  /** Query keys a change of the record reloads besides the resource's (`auth`: the top bar shows
   * one's own account). */
  reloads?: readonly string[];
}

/** A link from a form to the record on the public portal (PUBLIC_PORTAL_URL), for a record
 * that passes `shown` as stored: its path is `fields`' stored values, the empty ones left out. A
 * record whose `needs` field is empty is not opened: `missing` (an i18n key) says why. Or, with
 * `call`, the link a declared call of the screen's folder answers (`url`) for the stored record's
 * id (an article's preview of its saved state, which the portal does not show yet). */
export interface FormPreview {
  label: string;
  fields?: readonly string[];
  call?: string;
  /** The record's field the `call` takes, under its own name (a doctor's `hash`); `id` by default. */
  key?: string;
  shown?: RecordTests;
  needs?: string;
  missing?: string;
  /** i18n key said when the `call` fails (the server's reason by default). */
  failed?: string;
}
