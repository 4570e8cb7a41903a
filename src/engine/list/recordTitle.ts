// A record's title as lists, confirmations and its page show it: the declaration's title paths in a
// language, space-separated, the empty ones left out (`a|b`: the first that holds a value).
import type { Identifier, TranslateFunction } from 'react-admin';
import type { EditLang, Lang } from '../../../common/lang';
import { titleOf } from '../../../common/listPage';
import { type ResourceConfig, titlePaths } from '../../../common/resource';

export const recordTitle = (config: ResourceConfig, record: object, lang: Lang | EditLang) => titleOf(titlePaths(config, lang), record);

/** A row button's name: the screen's own wording (the title as %{name}, the record's id and 1-based
 * place, %{n}), else the button's visible word and the title. */
export const actionName = (
  translate: TranslateFunction,
  own: string | undefined,
  word: string,
  name: string,
  args: { id: Identifier; n?: number },
) => (own ? translate(own, { name, ...args }) : `${translate(word)}: ${name}`);
