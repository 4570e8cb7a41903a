// How the history reads to a person, shared by the history screen and a record's history: names from
// the catalogs (`resources.<entity>.fields.<field>`, `.values.<field>.<value>`), values as short texts.
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

/** Where a record's name is when its id is a key rather than a number: a sync row's step. */
const RECORD_NAMES: Record<string, string> = { sync: 'server.sync.steps' };

/** The record a row is about: "Баннер #3", "Синхронизация: Клиники". */
export function recordLabel(translate: Translate, entity: string, id: string | null): string {
  const names = RECORD_NAMES[entity];
  const name = id && names ? known(translate, `${names}.${id}`) : undefined;
  if (name) return `${entityLabel(translate, entity)}: ${name}`;
  return `${entityLabel(translate, entity)}${id ? ` #${id}` : ''}`;
}

export function entityLabel(translate: Translate, entity: string): string {
  return (
    known(translate, `resources.history.entities.${entity}`) ?? known(translate, `resources.${entity}.name`, { smart_count: 1 }) ?? entity
  );
}

export function actionLabel(translate: Translate, action: string): string {
  return known(translate, `resources.history.actions.${action.replaceAll('.', '_')}`) ?? action;
}

/** A row's action, a restore with the version it brought back: "Восстановлено из версии №12". */
export function itemActionLabel(translate: Translate, item: Pick<HistoryItem, 'action' | 'restoredFrom'>): string {
  const action = actionLabel(translate, item.action);
  return item.restoredFrom === null ? action : translate('resources.history.restore.from', { action, id: item.restoredFrom });
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

/** An enumeration value's name in the UI language, when the entity's catalog names it. */
function valueName(translate: Translate, entity: string, field: string, value: string): string | undefined {
  const [base] = field.split('.');
  return (FIELD_CATALOGS[entity] ?? [entity])
    .map((catalog) => known(translate, `resources.${catalog}.values.${base}.${value}`))
    .find(Boolean);
}

/** Rich text as a person reads it: the text without its markup (the browser's parser, which runs
 * nothing it parses); other text as it is. */
function readable(text: string): string {
  if (!/<[a-z][^>]*>/i.test(text) || typeof DOMParser === 'undefined') return text;
  const { body } = new DOMParser().parseFromString(text, 'text/html');
  // A paragraph, item or line ends with a space, so that two do not run together.
  for (const block of body.querySelectorAll('p, li, br, div, h1, h2, h3, h4, h5, h6, blockquote, tr')) block.append(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A recorded value of `entity`'s `field` as text; undefined for "nothing" (shown as empty). */
export function valueText(translate: Translate, value: unknown, entity = '', field = ''): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return translate(value ? 'resources.history.yes' : 'resources.history.no');
  const text = (item: unknown) => valueName(translate, entity, field, String(item)) ?? readable(String(item));
  if (Array.isArray(value)) return value.length ? value.map(text).join(', ') : undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return text(value) || undefined;
}

const LOCALES: Record<Lang, string> = { ru: 'ru-RU', en: 'en-GB' };

export const timeText = (at: number, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at));
