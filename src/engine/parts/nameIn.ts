// The app's rule for a record's name in the UI language (`name{LANG}`, `ll10n.{LANG}.name`): the
// name in that language, else the Russian one (the reference data's fallback, 000 §3).
import type { EditLang, Lang } from '../../../common/lang';
import { localizedPath } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';

export const nameIn = (record: object, path: string, lang: Lang | EditLang): unknown =>
  valueAt(record, localizedPath(path, lang)) || valueAt(record, localizedPath(path, 'RU'));
