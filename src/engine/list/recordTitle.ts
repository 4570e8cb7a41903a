// A record's title as lists, confirmations and its page show it: the values of the declaration's
// title paths in the UI language (or an edit language), space-separated, the empty ones left out. A
// path may name alternatives, `a|b`: the first that holds a value (a doctor's own name, else the
// catalogue's). A row's buttons are named with it.
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
