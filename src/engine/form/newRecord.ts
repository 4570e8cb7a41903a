// A new record's starting values on its record page: the form's defaults (read afresh, `{LANG}` the
// UI's edit language), the list group its address names (`?doctor=1`) and the tab it names
// (`?typ=WEBINAR`).
import type { EditLang, Lang } from '../../../common/lang';
import { type ListGroup, localizedPath, type ResourceConfig } from '../../../common/resource';

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

/** A new record of a tabbed list takes the tab its address names (`?typ=WEBINAR`), when it is one. */
export function newRecordTab(config: ResourceConfig, params: URLSearchParams): Record<string, string> | undefined {
  const tabs = config.list.tabs;
  const value = tabs && params.get(tabs.source);
  return tabs && value && tabs.values.includes(value) ? { [tabs.source]: value } : undefined;
}
