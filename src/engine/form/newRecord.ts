// A new record's starting values on its record page: the form's defaults (read afresh, `{LANG}` the
// UI's edit language), the list group its address names (`?doctor=1`) and the tab it names
// (`?typ=WEBINAR`).
import type { EditLang, Lang } from '../../../common/lang';
import { type ListGroup, localizedPath, type ResourceConfig, type ResourceDefinition } from '../../../common/resource';

/** A new record's defaults, read afresh (a getter is today's date); `{LANG}` in a text is the UI's
 * edit language (a new article's language). */
export const defaultsIn = (config: ResourceConfig, lang: Lang | EditLang) =>
  Object.fromEntries(
    Object.entries(config.form.defaults ?? {}).map(([field, value]) => [
      field,
      typeof value === 'string' ? localizedPath(value, lang) : value,
    ]),
  );

/** The group a new record's address names: the one whose query it carries, else the one with none. */
export function groupOf(groups: readonly ListGroup[], params: URLSearchParams): ListGroup | undefined {
  const named = groups.find((group) => group.query && Object.entries(group.query).every(([key, value]) => params.get(key) === value));
  return named ?? groups.find((group) => !group.query);
}

/** A new record of a tabbed list takes the type its address names (`?typ=WEBINAR`), when it is a
 * tab or one of the values the schema offers for the tab's field (002 §2: "optional query typ"; a
 * news item is written though the list has no news tab). */
export function newRecordTab({ schema, config }: ResourceDefinition, params: URLSearchParams): Record<string, string> | undefined {
  const tabs = config.list.tabs;
  const value = tabs && params.get(tabs.source);
  if (!tabs || !value) return undefined;
  const offered = (schema as { properties?: Record<string, { select?: unknown; enum?: unknown }> }).properties?.[tabs.source];
  const known = [...tabs.values, ...[offered?.select ?? offered?.enum ?? []].flat()];
  return known.includes(value) ? { [tabs.source]: value } : undefined;
}
