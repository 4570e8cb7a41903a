// How the history reads to a person: entity, action and field names in the UI language, values
// as short texts, times in the user's locale. Shared by the history screen and a record's history.
import type { TranslateFunction as Translate } from 'react-admin';
import type { Lang } from '../../../common/lang';
import type { HistoryItem } from '../../../schemas/answers/history';

export type { HistoryItem };

/** Where the labels of an entity's fields are, beyond `resources.<entity>.fields`: a clinic's
 * history names the fields of its profile steps. */
const FIELD_CATALOGS: Record<string, readonly string[]> = { clinics: ['clinicBase', 'clinicAdditional', 'clinics'] };

/** A translation, or undefined when the catalog has no such key. */
const known = (translate: Translate, key: string, options: Record<string, unknown> = {}) =>
  translate(key, { ...options, _: '' }) || undefined;

export function entityLabel(translate: Translate, entity: string): string {
  return (
    known(translate, `resources.history.entities.${entity}`) ?? known(translate, `resources.${entity}.name`, { smart_count: 1 }) ?? entity
  );
}

export function actionLabel(translate: Translate, action: string): string {
  return known(translate, `resources.history.actions.${action.replaceAll('.', '_')}`) ?? action;
}

/** A field's label: `name.RU` is the form's `nameRU` when it has one, else "name (RU)". */
export function fieldLabel(translate: Translate, entity: string, field: string): string {
  const catalogs = FIELD_CATALOGS[entity] ?? [entity];
  const label = (name: string) => catalogs.map((catalog) => known(translate, `resources.${catalog}.fields.${name}`)).find(Boolean);
  const [base, lang] = field.split('.');
  if (!lang) return label(field) ?? field;
  const own = label(`${base}${lang}`) ?? label(base);
  if (!own) return field;
  return own.includes(lang) ? own : `${own} (${lang})`;
}

/** A recorded value as text; undefined for "nothing" (the caller shows it as empty). */
export function valueText(translate: Translate, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return translate(value ? 'resources.history.yes' : 'resources.history.no');
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const LOCALES: Record<Lang, string> = { ru: 'ru-RU', en: 'en-GB' };

export const timeText = (at: number, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at));
