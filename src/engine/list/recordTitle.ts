// A record's title as lists, confirmations and its page show it: the values of the declaration's
// title paths in the UI language, space-separated, the empty ones left out.
import type { Lang } from '../../../common/lang';
import { type ResourceConfig, titlePaths } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';

export const recordTitle = (config: ResourceConfig, record: object, lang: Lang) =>
  titlePaths(config, lang)
    .map((path) => valueAt(record, path))
    .filter((value) => value !== undefined && value !== null && value !== '')
    .join(' ');
