// A record's title as lists, confirmations and its page show it: the values of the declaration's
// title paths in the UI language (or an edit language), space-separated, the empty ones left out. A
// path may name alternatives, `a|b`: the first that holds a value (a doctor's own name, else the
// catalogue's).
import type { EditLang, Lang } from '../../../common/lang';
import { type ResourceConfig, titlePaths } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

export const recordTitle = (config: ResourceConfig, record: object, lang: Lang | EditLang) =>
  titlePaths(config, lang)
    .map((path) =>
      path
        .split('|')
        .map((alternative) => valueAt(record, alternative))
        .find(filled),
    )
    .filter(filled)
    .join(' ');
