// Server side: field errors as the documented answer, field -> [message] in the session's language.

import type { Lang } from '../common/lang';
import { translate } from '../i18n/interpolate';
import type { FieldErrors } from './fieldErrors';

export function localizeFieldErrors(errors: FieldErrors, lang: Lang): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map(({ key, params }) => translate(lang, key, params))]),
  );
}
