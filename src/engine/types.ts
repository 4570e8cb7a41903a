// The resource config that the engine renders (see docs/adding-a-resource.md). A field path may
// hold `{LANG}`, replaced by the UI language's wire code (RU or EN), e.g. `name.{LANG}`.
import type { ComponentType } from 'react';
import type { RoleName } from '../auth/session';
import type { Lang } from '../i18nProvider';

export type WidgetName =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'select'
  | 'multiselect'
  | 'checkbox'
  | 'switch'
  | 'date'
  | 'number'
  | 'image'
  | 'videoLinks';

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
  /** The input; by default the schema decides (see engine/widgets/index.ts). */
  widget?: WidgetName;
  /** The value belongs to the edit language (RU/EN): the form shows the edit-language selector. */
  perLanguage?: boolean;
  /** An i18n key shown for "nothing chosen" in a select (e.g. the choose-a-region line). */
  placeholder?: string;
  /** Shown but not editable (e.g. the clinic's time zone, 000 §3). */
  disabled?: boolean;
}

export interface FormSection {
  /** An i18n key of the section's heading. */
  title?: string;
  fields: FieldSpec[];
}

export interface FormConfig {
  /** Create and edit open in a modal over the list. */
  mode: 'modal';
  sections: FormSection[];
}

export type ColumnDisplay = 'text' | 'choice' | 'reference' | 'references' | 'boolean';

export interface ColumnSpec extends ChoiceSource {
  source: string;
  display?: ColumnDisplay;
}

/** A checkbox on each row whose change calls a resource action (dataProvider.action). */
export interface ToggleSpec {
  source: string;
  action: string;
}

export interface ListConfig {
  view: 'cards' | 'table';
  /** The card's heading (or the table's first column). */
  title: string;
  columns: ColumnSpec[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Rows per page; absent when the list call answers everything (no pagination shown). */
  perPage?: number;
  toggles?: ToggleSpec[];
}

/** What routes and guards a screen and puts it in the menu; every resource has it. */
export interface ScreenConfig {
  /** The react-admin resource: the endpoint table's key and the i18n `resources.<name>`. */
  name: string;
  /** The screen's route (002 §2 "Router"). */
  path: string;
  /** Who may open it; the menu group is the first role. */
  roles: RoleName[];
  /** Rows per page, for a paged list (the menu then opens it on page 1). */
  list: { perPage?: number };
}

export interface ResourceConfig extends ScreenConfig {
  list: ListConfig;
  form: FormConfig;
}

/** A screen with a view of its own (the clinics and agents lists), loaded on first visit. */
export interface ScreenDefinition {
  config: ScreenConfig;
  load: () => Promise<{ default: ComponentType }>;
}

export interface ResourceDefinition<Schema extends object = object> {
  schema: Schema;
  config: ResourceConfig;
}
