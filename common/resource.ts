// A screen's declaration, read by both sides (docs/adding-a-resource.md). The browser renders a
// plain resource's list and form from it; the server registers a plain resource's routes, access,
// error location, unique-field errors, input transforms and list order from its `store` and `api`.
// A field path may hold `{LANG}`, replaced by the UI language's wire code (`name.{LANG}` -> name.RU,
// `name{LANG}` -> nameRU). A plain resource's per-language field `name` is stored as two columns,
// `nameRU` and `nameEN`: its list carries both, its form edits one, in the edit language.
import type { FileRules } from './fileRules';
import { EDIT_LANGS, type EditLang, editLangOf, type Lang } from './lang';
import type { PresenceKind } from './live';
import type { FormPreview, RecordAction, RecordPageConfig } from './recordPage';
import type { RecordTests } from './recordTests';
import type { TransformName } from './transforms';

export type RoleName = 'ADMIN' | 'MANAGER' | 'REDACTOR';

/** Who may call a route: anyone, any signed-in user, or holders of one of the roles. */
export type Access = 'public' | 'user' | readonly RoleName[];

/** Whether a signed-in person with these roles may make a call of this access (the server's guard,
 * and the bulk calls that take their single call's access). */
export const mayAccess = (access: Access, roles: readonly RoleName[]) =>
  access === 'public' || access === 'user' || access.some((role) => roles.includes(role));

/** Where a call puts its field errors: under `error`, under `errors`, or as top-level keys. */
export type ErrorsAt = 'error' | 'errors' | 'root';

/** A widget's name: a `*Widget.tsx` file of src/engine/widgets declares it (the browser's registry;
 * src/engine/declaredNames.test.tsx holds every declaration to it). */
export type WidgetName = string;

export interface Choice {
  id: string | number;
  name: string;
}

/** Where a select's options come from: a fixed enumeration, or another resource's records. */
export interface ChoiceSource {
  /** An enumeration, named in the UI language. */
  choices?: (lang: Lang) => Choice[];
  /** Another resource (through the data provider) and its field shown as the option text. */
  reference?: string;
  optionText?: string;
}

export interface FieldSpec extends ChoiceSource {
  source: string;
  /** The input; by default the schema decides (see src/engine/widgets/index.ts). */
  widget?: WidgetName;
  /** The value belongs to the edit language (RU/EN): the form shows the edit-language selector.
   * In a plain resource the field is stored per language (`<field>RU`, `<field>EN`). */
  perLanguage?: boolean;
  /** An i18n key shown for "nothing chosen" in a select (e.g. the choose-a-region line). */
  placeholder?: string;
  /** Shown but not editable (e.g. the clinic's time zone, 000 §3). */
  disabled?: boolean;
  /** Shown but neither editable nor sent for records that pass (an SEO page's slugs of other levels,
   * the roles of a blocked account). */
  disabledWhen?: RecordTests;
  /** The record's field the value starts from, where the save names it otherwise (an account's
   * `userRoles`, saved as `roles`): a path, or alternatives `a|b`, the first holding a value (a
   * doctor's photo caption, the staff's over the catalogue's). */
  from?: string;
  /** Shown only while another field (or the record, for a field the form does not edit) holds
   * this value (a doctor author's specialty), or one of these (`oneOf`: a banner's pages, for the
   * types that have them). */
  when?: { source: string; equals: unknown } | { source: string; oneOf: readonly unknown[] };
  /** A new record is refused without it, with this i18n message on the field (a file the JSON
   * Schema cannot see: an author's photo). */
  requiredOnCreate?: string;
  /** The widget's own settings (src/engine/widgets: each widget says which it reads). */
  options?: Readonly<Record<string, unknown>>;
  /** Other fields its widget edits beside `source` (a promotion's directions and diseases, picked
   * in one dialog): declared in the schema, and sent with the form as its own fields are. */
  edits?: readonly string[];
  /** The input's label, an i18n key, where it is not the field's (`fields.<source>`): one field
   * shown by several inputs (a video's texts, one picker per type). */
  label?: string;
  /** An i18n key of a note under the input (what it takes: a video link's forms). */
  hint?: string;
  /** The choices are data, not an enumeration (FieldChoices): a list of the answer its form was
   * loaded with (a clinic's cities), or a declared call's answer (the time zones). */
  choicesFrom?: FieldChoices;
}

/** Where a select's choices come from when they are data: a list of the record form's load answer
 * (`answer`: its key; a form whose record is read by a declared call, FormConfig `calls`), or the
 * answer of a declared call made with `input` (`items`: its key of the list; absent: the answer is
 * the list). Each item is valued by its `id` and named by `optionText` (`name` by default;
 * `{LANG}`: the UI language, else Russian where it is empty, else the id), in their order or, with
 * `byName`, by their names. A stored value they lack (a zone the list does not name) is offered
 * as itself, so that it shows and stays. */
export type FieldChoices = { optionText?: string; byName?: boolean } & (
  | { answer: string }
  | { call: string; input?: Readonly<Record<string, unknown>>; items?: string }
);

/** A record form whose record is read and saved by declared calls of the screen's folder (a step of
 * the clinic profile) rather than by react-admin's getOne and update. Each call gets the values of
 * the screen's route parameters (`hash`) and the edit language as `locals` (the host's, else the
 * UI's), those it declares. */
export interface RecordCalls {
  /** Reads the record. */
  load: string;
  /** The load answer's key of the record (`base`); absent: the answer is the record. */
  key?: string;
  /** Other keys of the load answer that the form edits as fields of the record (a clinic's video
   * links, answered beside its base values). */
  with?: readonly string[];
  /** Saves it: the call's body schema is the form's rules; it gets the fields its body declares and,
   * when it takes If-Match, the record's `updated` as loaded (a save over someone else's offers to
   * reload or to overwrite). Its field errors show on their fields. Absent: the fields save
   * themselves (a logo, the `image` widget's `upload`), and the form has no save button. */
  save?: string;
  /** Buttons that are not field edits (a record page's, RecordAction), under the form: each makes its
   * declared call with the record's key, the route's parameter (`hash`). */
  actions?: readonly RecordAction[];
}

export interface FormSection {
  /** An i18n key of the section's heading. */
  title?: string;
  /** An i18n key of a note shown above the section's fields (what happens once it is saved). */
  hint?: string;
  fields: FieldSpec[];
  /** Shown only in the create form, or only in the edit form (a video is added with its texts,
   * then linked in its row). */
  on?: 'create' | 'edit';
  /** The fields side by side in this many columns on a wide screen. */
  columns?: number;
}

export interface FormConfig {
  /** Create and edit open in a modal over the list, or on a page of their own at the list's path
   * plus `/:id` (0: a new record; a list group's `query` says which kind); or, `expand`, a table
   * row expands into the record's form with its save and delete (a new record is added in a
   * modal and opens expanded). */
  mode: 'modal' | 'page' | 'expand';
  sections: FormSection[];
  /** The sections as tabs, one shown at a time (each needs its `title`); a save refused on a field
   * shows that field's tab. */
  tabs?: boolean;
  /** The rules of a record by its values, where they differ by kind or by being new (an author's:
   * an editor's, a new doctor's, an edited doctor's), loaded with the form (a registry schema
   * brings its precompiled validator, and the declarations load with the first page: a
   * declaration then names its fields from a module of schemas/fields/); by default the
   * declaration's schema. */
  schemaFor?: (values: Readonly<Record<string, unknown>>, isNew: boolean) => Promise<object>;
  /** A new record's starting values (a new promotion's directions and diseases, empty: sent, so
   * that the pick the schema requires of a sent list is checked); on a record page, these fields
   * are sent with the form's (an article's `typ`), and a tabbed list's new record takes the tab its
   * address names (`?typ=WEBINAR`, ListTabs `source`). */
  defaults?: Readonly<Record<string, unknown>>;
  /** The record's fields a record page sends with the form's though no input edits them (a
   * banner's `type`, which its save names). */
  sends?: readonly string[];
  /** A record page's route where it is not the list's path plus `/:id` (a holder's promo: the list
   * at `/admin/advert/holders/:advertiserId`, the page at `.../:advertiserId/edit/:id`): `:id` is
   * the record's (0: a new one), any other parameter is the list's (see ScreenConfig `path`). */
  path?: string;
  /** Where a record page leads, where not to its list. */
  exits?: PageExits;
  /** The modal reads the record anew before editing it, by these fields of the record the list
   * gives as the call's input (an SEO page by its place: `cid`, `sid`, `ct`), with the edit
   * language; a record not stored yet too (it answers its defaults). */
  reads?: readonly string[];
  /** The modal stays open once saved, showing the stored record (its preview needs the saved state). */
  keepOpen?: boolean;
  /** A wide modal, for long texts. */
  wide?: boolean;
  /** A stored record's preview: on a record page beside its title, in a modal beside its save. */
  preview?: FormPreview;
  /** A record page tells who else has the record open (common/live.ts: its presence kind). */
  presence?: PresenceKind;
  /** The modal shows a record that passes read-only (an imported review): every field disabled,
   * `messages.readOnly` above them, titled `messages.view`, with only a close button. */
  readOnlyWhen?: RecordTests;
  /** The entity the history records the resource's changes under, where it is not its name (a
   * clinic's reviews: `reviews`): the modal's history section reads it. */
  historyEntity?: string;
  /** The record is read and saved by these declared calls (a form-only declaration, `defineForm`). */
  calls?: RecordCalls;
  /** Nested values the form edits at its top, named as its save call's body names them (a
   * picture's captions: `RU` from `alt.RU`). */
  lift?: Readonly<Record<string, string>>;
}

/** A record page's ways out, each a path whose `:id` is the record's id and `{<field>}` its
 * value of the field (a new record's once saved); a path naming an empty value is not taken, the
 * list is (a new promotion without a holder has no banner page to go on to). */
export interface PageExits {
  /** The back link (by default the list, as it was left). */
  back?: string;
  /** After a new record is saved (by default its own page). */
  created?: string;
  /** After an existing record is saved (by default the page stays). */
  edited?: string;
  /** The page offers the delete (the resource's delete call) and leads here after it. */
  deleted?: string;
}

/** The record whose related records a list shows (a holder above its promos), read from the list
 * answer's side `side` (the call's `paging.sides`): its `title` heads the page and names the
 * window, its `fields` follow, each shown by its cell, then the list under `heading` (an i18n
 * key); `back` leads to the record's own list, labelled `messages.back`. */
export interface ListOwner {
  side: string;
  title: string;
  fields?: readonly ColumnSpec[];
  heading?: string;
  back: string;
}

/** A cell's name: a `*Cell.tsx` file of src/engine/list/cells declares it (the browser's registry;
 * src/engine/declaredNames.test.tsx holds every declaration to it). */
export type ColumnDisplay = string;

export interface ColumnSpec extends ChoiceSource {
  source: string;
  display?: ColumnDisplay;
  /** The cell's own settings (src/engine/list/cells: each cell says which it reads). */
  options?: Readonly<Record<string, unknown>>;
  /** The column's heading, an i18n key, where it is not the field's label (`fields.<source>`). */
  label?: string;
  /** Kept at the table frame's right edge while the table scrolls sideways (a row's own actions). */
  sticky?: boolean;
}

/** Tabs bound to a filter: a tab per value, labelled `<labels>.<value>`; the chosen one is the
 * list's filter `source`, kept in the address with the rest of the list's state. With `remember`,
 * the tab this browser chose last opens when the address names none (002 §2 "The selected tab is
 * remembered"). */
export interface ListTabs {
  source: string;
  values: readonly string[];
  labels: string;
  /** The i18n key naming the tabs together (their tab list's label). */
  label: string;
  remember?: boolean;
}

/** A filter's choices: the records of a declared list (`resource`, those matching `where`), named
 * by `optionText` (`{LANG}`: the UI language, else Russian where it is empty), in the list's order
 * (the hubs' priority) or, with `byName`, by their names; or the `items` of a declared call's answer
 * (`call`: the history's facets), each valued by its `value` field (the item itself when absent)
 * and worded by its `label` field, or by the first of `labelKeys` the catalog has (`{value}` in a
 * key is the value, a dot in it read as `_`), else by the value itself; or fixed `values`, each
 * worded by the i18n key `label` with the value as %{value} (a language: "Видна в EN"). */
export type FilterChoices =
  | {
      resource: string;
      optionText: string;
      where?: Readonly<Record<string, unknown>>;
      byName?: boolean;
      /** The choices are a side list its whole-list answer carries beside the records (the
       * reference data's `cities`), not the records themselves. */
      side?: string;
      /** While the list's filter `by` holds a record of `resource`, only the ids that record lists
       * in `field` are offered, in place of `where` (the chosen category's specialties). */
      narrow?: { by: string; field: string };
    }
  | { call: string; items: string; value?: string; label?: string; labelKeys?: readonly string[] }
  | { values: readonly string[]; label: string };

/** A filter above the list, drawn by the filter widget it names (src/engine/list/filters: one file
 * each: `checkboxes`, `select`, `text`, `day`), its value the list's filter `source`. */
export interface ListFilter {
  source: string;
  widget: string;
  /** An i18n key. */
  label: string;
  choices?: FilterChoices;
  /** The filters emptied when this one changes (an entity empties its record's id). */
  clears?: readonly string[];
  /** The filter that must hold a value for this one to be set (a record's id needs its entity). */
  needs?: string;
  /** The widget's own settings (each widget says which it reads: `select`'s `empty`, `day`'s `edge`). */
  options?: Readonly<Record<string, unknown>>;
}

/** A box that finds records by a declared call as one types (`query`: the call's input of the
 * text; `tab`: its input of the chosen tab's value) and opens the one chosen at `open`, else at the
 * list's `titleTo`; the call answers `{ [items]: [{ id, str }] }`, or the list itself without
 * `items` (src/engine/search/searchRules.ts). */
export interface ListSearch {
  call: string;
  query: string;
  tab?: string;
  items?: string;
  /** An i18n key. */
  label: string;
  /** Where a chosen record opens, `:<field>` filled from the item (`/admin/clinics/profile/:hash/base`). */
  open?: string;
  /** The list filter that Enter sets to the typed text, as does a chosen item whose fields do not
   * fill `open` (the clinics' `q`). */
  filter?: string;
}

/** A checkbox on each row whose change makes a declared call of the screen's folder
 * (resources/<folder>/calls.ts) with `{ [id]: the record's id, [source]: 1 or 0 }`. */
export interface ToggleSpec {
  source: string;
  /** The call's name (its data provider method: `setCityPriority`). */
  call: string;
  /** The body field of the record's id (`cityId`). */
  id: string;
  /** The call also takes the list's route values (a clinic's `hash`, ScreenConfig `path`). */
  withRoute?: boolean;
  /** The flag is sent as true or false, where the call takes a boolean (by default 1 or 0). */
  boolean?: boolean;
  /** The checkbox's accessible name, an i18n key with the record's title as %{name}, where the
   * column's heading alone does not say which row it is (by default the field's label). */
  name?: string;
  /** A switch rather than a checkbox, where the spec shows one (a document's visibility). */
  switch?: boolean;
}

/** Buttons on each row, those the record's state allows (`by`: the value of its `source` -> the
 * actions, in their order), each making the declared `call` with `{ id: the record's id, [param]:
 * the action's name }` and the record's version, so that a record changed meanwhile is refused.
 * Worded by i18n keys, each the prefix of `<prefix>.<action>`: `label` (the button), `name` (its
 * accessible name, with the record's %{id}), `done` (the success alert, %{id}) and, for an action
 * in `undoable`, `undo` (the alert that offers Undo before the call is made, %{id}). A refusal
 * says the server's reason. */
export interface RowActions {
  call: string;
  param: string;
  by: { source: string; values: Readonly<Record<string, readonly string[]>> };
  messages: { label: string; name: string; done: string; undo?: string };
  /** Said first with Undo, made once that alert has had its time (a delete). */
  undoable?: readonly string[];
  /** The filled button; the others are outlined. */
  primary?: string;
  /** Buttons coloured other than the theme's primary colour. */
  colors?: Readonly<Record<string, 'secondary' | 'error' | 'success' | 'warning'>>;
}

/** A control in a list's top bar beside its add button (the synchronisation's button), drawn by
 * the tool it names (src/engine/list/tools: a `*Tool.tsx` file each) with its own settings. */
export interface ListTool {
  name: string;
  options?: Readonly<Record<string, unknown>>;
}

/** The list's records are added by uploading an image (a media library's): a button that chooses
 * a file, checks it (000 §5: gif, jpg, jpeg, png or webp, 1 KB to 10 MB), crops it (the app's one
 * crop step) and sends it by the declared call; the new record heads the list. */
export interface ListUpload {
  /** The call's name (its data provider method), a file upload. */
  call: string;
  /** i18n keys: the button, the rules shown beside it, and the crop step's title and hint. */
  label: string;
  rules?: string;
  cropTitle?: string;
  cropHint?: string;
  /** The crop: the frame's aspect ratio (free when absent), the largest size, the quality. */
  crop: { aspectRatio?: number; max: { width: number; height: number }; quality?: number };
}

/** The list's records are added by uploading several files at once (a clinic's documents, its
 * pictures): the button opens a modal to choose or drop them; each file is checked, compressed when
 * declared, and sent by the declared call with the list's route values (a clinic's `hash`) as its
 * input, several at a time, each with its progress and its outcome (Retry only where sending it
 * again can help). While files are sent, a host (the clinic profile) asks before leaving. */
export interface ListFilesUpload {
  /** The call's name (its data provider method), a file upload. */
  call: string;
  /** i18n key of the button. */
  label: string;
  files: ListFiles;
}

export interface ListFiles {
  /** What is refused before sending: `images`, every image upload's rules (000 §5), or these. */
  accepts: 'images' | FileRules;
  /** i18n keys of the modal: its title, its choose button, the drop hint and the rules. */
  texts: { title: string; choose: string; drop: string; rules: string };
  /** An image over `above` bytes is redrawn within `max` and sent as a JPEG of `quality` (000 §9). */
  compress?: { above: number; max: { width: number; height: number }; quality: number };
}

/** One part of a list shown apart, with its heading and its own add button (an author list's
 * doctors and editors). */
export interface ListGroup {
  /** i18n keys: the group's heading, its add button, and the heading of a new record's page. */
  title: string;
  add: string;
  newTitle: string;
  /** The group's records: those with these values, which a new one of the group gets. */
  filter: Readonly<Record<string, unknown>>;
  /** The add button's query on the editor's address, telling the group (`?doctor=1`). */
  query?: Readonly<Record<string, string>>;
}

export interface ListConfig {
  /** `table`, `cards`, or a registered view that draws the list itself (a tree): one
   * `resources/<folder>/views/<Name>View.tsx` file (src/engine/list/views.ts), given the edit
   * modal's opener. */
  view: 'cards' | 'table' | (string & {});
  /** A registered view's own settings (each view says which it reads: the catalogue steps' kind). */
  viewOptions?: Readonly<Record<string, unknown>>;
  /** The card's heading (or the table's first column), a path that may hold `{LANG}`: `name{LANG}`
   * shows a per-language field in the UI language; its label is `fields.name`. Several paths are
   * shown together, space-separated (an author's last, first and middle names); the label is the
   * first one's. */
  title: string | readonly string[];
  /** The list shown in parts, each with its own add button. */
  groups?: readonly ListGroup[];
  /** The title links to another screen's page of the record (`/admin/advert/holders/:id`). */
  titleTo?: string;
  /** The title column's cell, when not plain text or a link (an article's name with the names of
   * what it is linked to): it gets `titleOptions`, and `titleTo` as `options.to`. */
  titleDisplay?: ColumnDisplay;
  titleOptions?: Readonly<Record<string, unknown>>;
  /** The add button opens another screen's page for a new record (`/admin/tags/edit/0`), labelled
   * `messages.add`: the record is edited there, not by this declaration's form. `{<filter>}` in it
   * is the list's filter value (`?typ={typ}`: the chosen tab's), and the label gets the chosen
   * tab's name as `tab`. */
  addTo?: string;
  /** Columns shown before the title (an article's number, 002 §2). */
  leading?: ColumnSpec[];
  columns: ColumnSpec[];
  tabs?: ListTabs;
  filters?: readonly ListFilter[];
  search?: ListSearch;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Rows per page; absent when the list call answers everything (no pagination shown). */
  perPage?: number;
  toggles?: ToggleSpec[];
  tools?: readonly ListTool[];
  /** The row's buttons by its state, last, kept in view while the table scrolls sideways. */
  actions?: RowActions;
  owner?: ListOwner;
  /** The list and a new record's form as two tabs of the list's page (002 §2 /admin/advertising),
   * i18n keys of their labels; the form's tab is named in the address (`?tab=create`). */
  createTab?: { list: string; create: string };
  /** The list's state in the address under the filters' own names (the search's `filter` too) and
   * `page`, where the spec documents them (`/admin/clinics?cityId=3&loc=RU&page=2`), rather than in
   * react-admin's `?filter={...}&page=`; `defaults` are the values of the names the address leaves
   * out (the clinics' "hide blocked" is on: `hideDeactive: 'true'`). */
  params?: { defaults?: Readonly<Record<string, string>> };
  upload?: ListUpload | ListFilesUpload;
  /** Only the records that pass are offered the delete (a clinic's own documents, not the
   * catalogue's, which may only be hidden). */
  removable?: RecordTests;
  /** The table sits in a narrow frame (a step of the clinic profile): its cells padded less, its
   * edit button an icon named by its tooltip. */
  dense?: boolean;
  /** The filters' values until the user picks others (a clinic's reviews: RU, written here). */
  filterDefaults?: Readonly<Record<string, unknown>>;
  /** The list's changes answer the whole list under this key (a clinic's pictures: `images`): its
   * toggles, row calls and delete show that answer in place of the list, without reading it again. */
  answers?: string;
  /** The delete's declared call, sent the list's route values and the record's id (a clinic's
   * picture), where react-admin's delete does not serve it. */
  deleteCall?: string;
  /** Buttons of a card that make a declared call on its record (a picture's "make main"). */
  rowCalls?: readonly RowCall[];
  /** What names a record in messages where its title is its number (a bulk summary's skipped
   * clinic: its name): a path, `a|b` the first that holds a value, `{LANG}` the UI language. */
  named?: string;
  /** The actions run over the selected rows (issue 27 point 3): the table gets a checkbox column,
   * Space selects the focused row, and a bar over the rows offers these (src/engine/list/bulk/). */
  bulk?: readonly BulkSpec[];
  /** The cards view's picture, badges and faded records (src/engine/list/CardGrid.tsx). */
  card?: CardSpec;
  /** Fields each row's record gets for its cells from what the list answers beside its records, or
   * from another resource's records (RowJoin): a clinic's modules, an agent's clinic count. */
  joins?: Readonly<Record<string, RowJoin>>;
}

/** A bulk action of a list: the server's action (POST /api/bulk/{resource}/{action}, whose table
 * says which single action it runs), its button's label and the question its confirmation asks
 * (`%{smart_count}`: how many records). */
export interface BulkSpec {
  action: string;
  label: string;
  confirm: string;
  /** A record of another resource chosen in the confirmation (the clinics' superagent), sent under
   * `input`; with none chosen (`none`: that option's words) the call goes without it. */
  pick?: BulkPickSpec;
}

export interface BulkPickSpec {
  input: string;
  reference: string;
  /** The option's text: a path of the record, `a|b` the first filled, `{LANG}` the UI language. */
  optionText: string;
  label: string;
  none: string;
}

/** A list's bulk actions worded in the catalogues' `app.bulk.<list>` (the label) and
 * `app.bulk.<list>.confirm` (the question), by the server's action names. */
export const bulkSpecs = (list: string, actions: readonly string[]): BulkSpec[] =>
  actions.map((action) => ({ action, label: `app.bulk.${list}.${action}`, confirm: `app.bulk.${list}.confirm.${action}` }));

/** A row's field read elsewhere: the entry of `side`, a side list of the list's answer (a declared
 * call's `paging.sides`: a list of entries with `id`, or a map by id), or of `reference`, another
 * resource's whole list, whose id (or its `key` field: a doctor's hire link by `doctorId`) is the
 * record's `by` field (its id by default); with neither, the record itself. That entry's `field` (`a|b`: the first that holds a value; `{LANG}`: the UI
 * language: an agent's name, else its short name), the entry itself without one, or `otherwise` when
 * there is none (an agent holding no clinic: 0). */
export interface RowJoin {
  side?: string;
  reference?: string;
  by?: string;
  key?: string;
  field?: string;
  otherwise?: unknown;
}

/** A button that makes `call` with the record's id under `id` and the list's route values; `label`
 * and `name` (its accessible name: %{name} the record's title, %{n} its place) are i18n keys; the
 * records that pass `doneWhen` have it disabled (the main picture is the main one already). */
export interface RowCall {
  call: string;
  id: string;
  label: string;
  name?: string;
  doneWhen?: RecordTests;
}

export interface CardSpec {
  /** The card's picture: a column drawn across its top without a heading (a `lightbox` cell with
   * its `thumb`: the picture opens the list's lightbox). */
  media?: ColumnSpec;
  /** Chips over the picture, each for the records that pass `when` (`label`: an i18n key). */
  badges?: readonly { label: string; when: RecordTests; primary?: boolean }[];
  /** The records whose picture is shown faded (a hidden picture). */
  dimWhen?: RecordTests;
  /** The title's text, an i18n key, for a record whose title is empty (a picture with no caption). */
  untitled?: string;
}

/** What routes and guards a screen and puts it in the menu; every screen has it. */
export interface ScreenConfig {
  /** The react-admin resource its declared calls serve, and the i18n `resources.<name>`. */
  name: string;
  /** The screen's route (002 §2 "Router"). A parameter in it (`/admin/advert/holders/:advertiserId`)
   * is a filter of a declared list of the same name: it shows the records holding that value, and
   * a new one gets it. */
  path: string;
  /** Who may open it; it is listed in the menu group of the first of these that the user holds. */
  roles: RoleName[];
  /** Where a role opens it when not at `path` (002 §2: the REDACTOR works under /redactor/...).
   * The screen is routed at each of its paths, each guarded by `roles`. */
  paths?: Partial<Record<RoleName, string>>;
  /** Rows per page, for a paged list (the menu then opens it on page 1). */
  list: { perPage?: number };
  /** false: reached from another screen (the clinic profile), never from the menu. */
  menu?: boolean;
  /** The screen with a view of its own that shows this one as a part of its page (a step of the
   * clinic profile's wizard): routed and framed there, never on its own nor in the menu. Its `path`
   * is the host's address of it (`/admin/clinics/profile/:hash/documents`), whose parameters are
   * its list's filter and a new record's values, as for any screen. */
  hostedBy?: string;
}

/** One documented call of a plain resource. `:id` in the path is the record's id. */
export interface ApiCall {
  path: string;
  /** Who may call it; by default the screen's roles. */
  access?: Access;
  /** How the browser sends the body (the server reads both); by default 'json'. */
  encoding?: 'multipart' | 'json';
  /** Where the field errors of a refused save are; by default 'error'. */
  errorsAt?: ErrorsAt;
  /** What a save answers: `{}` (the spec's "an empty object means success") or `{ id }`. */
  answer?: 'empty' | 'id';
}

/** The documented calls of a plain resource; a call left out is not offered (no edit, no delete). */
export interface ApiConfig {
  /** GET path -> { [key]: records }, the whole list (the browser sorts and pages it). */
  list: ApiCall & { key: string };
  create?: ApiCall & { method?: 'POST' | 'PUT' };
  update?: ApiCall & { method?: 'POST' | 'PUT' };
  delete?: ApiCall & { method?: 'DELETE' | 'POST' };
}

/** Where a plain resource's records live: its migration creates `table` with these columns. */
export interface StoreConfig {
  table: string;
  /** The stored fields; each is a column of the same name (plus id, created, updated), or two
   * (`<field>RU`, `<field>EN`) for a field the form marks `perLanguage`. */
  fields: readonly string[];
  /** A value already used by another record is refused on its field (`check.taken`); for a
   * per-language field, among the values of the same language. */
  unique?: readonly string[];
  /** Applied to the input before validation, on both sides (common/transforms.ts). */
  transforms?: Readonly<Record<string, readonly TransformName[]>>;
  /** The list's order on the wire: a stored field (a per-language one orders by its RU column). */
  order: { field: string; order: 'ASC' | 'DESC' };
}

/** i18n keys of a screen's own wording where the spec gives one; the engine's general wording
 * otherwise. `edit`, `editButton`, `select`, `remove`, `removeTitle`, `expand` and `collapse` take
 * the record's title as %{name} and its id as %{id}. */
export interface ScreenMessages {
  /** The list's heading. */
  title?: string;
  /** The add button, and the create modal's title and save button unless these two are named. */
  add?: string;
  /** The create modal's title, and a new record's page's heading (with the tab its address names,
   * `?typ=WEBINAR`, as %{tab}). */
  createTitle?: string;
  /** A record page's heading (%{name}, %{id}, and each value the catalog names,
   * `resources.<name>.values.<field>.<value>`, as %{<field>}: a banner's type), where it is not the
   * record's title. */
  editTitle?: string;
  /** The create modal's save button, and a new record's page's. */
  create?: string;
  empty?: string;
  /** How many records the list holds, shown in its top bar (a plural: %{smart_count}). */
  count?: string;
  loadFailed?: string;
  /** The success alert of a save; it takes the saved values (%{email}). */
  saved?: string;
  back?: string;
  /** The edit button's name, and the edit modal's title. */
  edit?: string;
  /** The edit button's name where it is not `edit` nor "Изменить: <title>" (a media file's). */
  editButton?: string;
  /** Its name for a record the form shows read-only (`readOnlyWhen`: an imported review's "view"). */
  viewButton?: string;
  /** The select button's name, in a picker (src/engine/list/PickerDialog.tsx). */
  select?: string;
  /** The success alert of a create, where it is not `saved`'s. */
  created?: string;
  /** A refused create's alert when no field is named, and that alert's title (002 §8's video). */
  createFailed?: string;
  failedTitle?: string;
  /** The expand and collapse buttons' names of a row (form mode `expand`). */
  expand?: string;
  collapse?: string;
  /** The delete button's name, its confirmation's title, its success and its failure alerts. */
  remove?: string;
  removeTitle?: string;
  /** The text of the delete's confirmation. */
  removeText?: string;
  deleted?: string;
  deleteFailed?: string;
  /** The alert of a save refused on its fields, where it is not the general one (001 §8). */
  invalid?: string;
  /** A read-only record's modal (form `readOnlyWhen`): its title (%{name}), its note, its button. */
  view?: string;
  readOnly?: string;
  close?: string;
}

export interface ResourceConfig extends ScreenConfig {
  list: ListConfig;
  form: FormConfig;
  messages?: ScreenMessages;
  /** Where the engine stores a plain resource's records: its store handlers serve its calls. */
  store?: StoreConfig;
  /** A plain resource's documented calls (common/resourceCalls.ts makes them): served by the
   * store handlers with a `store`, by hand-written handlers of the same names without. */
  api?: ApiConfig;
  /** A hand-written resource's saves: the react-admin methods its folder's declared calls serve
   * (resources/<folder>/calls.ts, loaded with its list), which its screen offers (tests/unit/
   * callAreas.test.ts holds them to the declarations). */
  offers?: readonly ('create' | 'update' | 'delete')[];
  /** A record's own page beside a list whose modal only adds (an employee's profile). */
  page?: RecordPageConfig;
  /** The screen with a view of its own that lists these records (a promo's banner page): only the
   * record pages are routed (at its form's own path); `path` is that screen's address, the record page's
   * way back. */
  listedBy?: string;
}

/** A screen with a view of its own (the clinics and agents lists), loaded on first visit. */
export interface ScreenDefinition {
  config: ScreenConfig;
  load: () => Promise<{ default: unknown }>;
  /** Other areas (folders of resources/) whose declared calls the screen makes, loaded with its
   * view like its own folder's (resources/<area>/calls.ts). */
  calls?: readonly string[];
}

export interface ResourceDefinition<Schema extends object = object> {
  schema: Schema;
  config: ResourceConfig;
}

/** A declaration that is only a record form, without a list (a step of the clinic profile, shown
 * by its host): its record read and saved by declared calls, its rules the save call's body schema
 * (so it names no schema of its own). Its `list` is the screen's paging, empty, as a screen with a
 * view of its own declares it. */
export interface FormScreenConfig extends ScreenConfig {
  form: FormConfig & { mode: 'page'; calls: RecordCalls };
  messages?: ScreenMessages;
}

export interface FormDefinition {
  config: FormScreenConfig;
}

export type AnyScreen = ScreenDefinition | ResourceDefinition | FormDefinition;

export const isResource = (screen: AnyScreen): screen is ResourceDefinition => 'schema' in screen;

/** A declaration that is only a record form (`defineForm`). */
export const isForm = (screen: AnyScreen): screen is FormDefinition => !('schema' in screen) && !('load' in screen);

/** A form-only declaration (tests/unit/recordForms.test.ts holds its fields to its save call's body). */
export const defineForm = (config: FormScreenConfig): FormDefinition => ({ config });

interface ObjectSchema {
  properties: Record<string, object>;
}

/** A form or stored field that the schema does not declare is a mistake caught here, at load. */
export function defineResource<Schema extends ObjectSchema>(schema: Schema, config: ResourceConfig): ResourceDefinition<Schema> {
  // A nested field is known by its first segment (socialNetworks.VK); a file is sent as a part of
  // its own, outside the JSON the schema describes (the image widget).
  const fields = formFields(config).filter((field) => field.widget !== 'image');
  const named = [...fields.flatMap((field) => [field.source.split('.')[0], ...(field.edits ?? [])]), ...(config.store?.fields ?? [])];
  const unknown = named.filter((source) => !(source in schema.properties));
  if (unknown.length) throw new Error(`${config.name}: fields missing from the schema: ${[...new Set(unknown)].join(', ')}`);
  if (config.store && !config.api) throw new Error(`${config.name}: a stored resource declares its calls (api)`);
  const unstored = formFields(config).filter((field) => field.perLanguage && config.store && !config.store.fields.includes(field.source));
  if (unstored.length)
    throw new Error(`${config.name}: per-language fields missing from store.fields: ${unstored.map((f) => f.source).join(', ')}`);
  return { schema, config };
}

export const formFields = (config: Pick<ResourceConfig, 'form'>): FieldSpec[] => config.form.sections.flatMap((section) => section.fields);

/** The sections of the create form or of the edit form (`on`). */
export const sectionsFor = (config: ResourceConfig, isNew: boolean): FormSection[] =>
  config.form.sections.filter((section) => !section.on || section.on === (isNew ? 'create' : 'edit'));

export const hasPerLanguageFields = (config: ResourceConfig) => formFields(config).some((field) => field.perLanguage);

/** The stored fields of a plain resource that are kept per language (the form marks them `perLanguage`). */
export const perLanguageFields = (config: ResourceConfig): string[] =>
  config.store
    ? formFields(config).flatMap((field) => (field.perLanguage && config.store?.fields.includes(field.source) ? [field.source] : []))
    : [];

/** The column (and list key) of a per-language field in one language: `name` -> `nameRU`. */
export const languageColumn = (field: string, lang: EditLang) => `${field}${lang}`;

/** A plain resource's stored columns, besides id, created and updated: a per-language field gives two. */
export const storedColumns = (config: ResourceConfig & { store: StoreConfig }): string[] => {
  const perLanguage = new Set(perLanguageFields(config));
  return config.store.fields.flatMap((field) => (perLanguage.has(field) ? EDIT_LANGS.map((lang) => languageColumn(field, lang)) : [field]));
};

/** `name.{LANG}` -> `name.RU` in Russian, `name.EN` in English (the wire's language codes). */
export const localizedPath = (path: string, lang: Lang | EditLang) =>
  path.replaceAll('{LANG}', lang === 'RU' || lang === 'EN' ? lang : editLangOf(lang));

/** A path without its language (`name.{LANG}`, `name{LANG}` -> `name`): the field its label names. */
export const withoutLang = (path: string) => path.replace(/\.?\{LANG\}/g, '');

/** The i18n key of a field's label, for a list column, a title or a form input. */
export const fieldLabelKey = (resource: string, path: string) => `resources.${resource}.fields.${withoutLang(path)}`;

/** Whether a resource has the call: the screens offer only what exists (no edit without update).
 * A plain resource says so in its `api`, a hand-written one in its `offers`. */
export const supports = ({ config }: ResourceDefinition, method: 'create' | 'update' | 'delete') =>
  config.api ? !!config.api[method] : !!config.offers?.includes(method);

/** A list path's record page (`/admin/authors` -> `/admin/authors/:id`). */
export const editorPath = (listPath: string) => `${listPath}/:id`;

/** Every route of a resource's record pages: its form's own, or each list path's plus `/:id`. */
export const recordPagePaths = (config: ResourceConfig): string[] =>
  config.form.path ? [config.form.path] : screenPaths(config).map(editorPath);

/** The title of a record in a list or on its page: its title paths' values, space-separated. */
export const titlePaths = (config: ResourceConfig, lang: Lang | EditLang): string[] =>
  [config.list.title].flat().map((path) => localizedPath(path, lang));

/** The title path whose label heads the title column (the first; of alternatives, `a|b`, the first). */
export const titleSource = (config: ResourceConfig) => [config.list.title].flat()[0].split('|')[0];

/** Every path a screen is routed at: its own, then its roles' own ones. */
export const screenPaths = (config: ScreenConfig): string[] => [...new Set([config.path, ...Object.values(config.paths ?? {})])];

/** Where a holder of `role` opens the screen. */
export const pathFor = (config: ScreenConfig, role: RoleName): string => config.paths?.[role] ?? config.path;
