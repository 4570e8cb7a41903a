// The UI language as the engine uses it: 'ru' or 'en'.
import { useLocaleState } from 'react-admin';
import type { Lang } from '../common/lang';

export function useLang(): Lang {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'ru';
}
