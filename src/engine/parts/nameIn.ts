// The app's rule for a record's name in the UI language (`name{LANG}`, `ll10n.{LANG}.name`): the
// name in that language, else the Russian one (the reference data's fallback, 000 §3); and a value
// named by alternatives (`a|b`: an agent's name, else its short name).
import type { EditLang, Lang } from '../../../common/lang';
import { localizedPath } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';

export const nameIn = (record: object, path: string, lang: Lang | EditLang): unknown =>
  valueAt(record, localizedPath(path, lang)) || valueAt(record, localizedPath(path, 'RU'));

/** The value of the first alternative of `paths` (`a|b`) that holds one, `{LANG}` being `lang`. */
export const firstFilled = (record: object, paths: string, lang: Lang | EditLang): unknown =>
  localizedPath(paths, lang)
    .split('|')
    .map((path) => valueAt(record, path))
    .find((value) => value !== undefined && value !== null && value !== '');
