// The UI language: polyglot over the project's catalogs. Russian is the default and the fallback
// (English falls back to Russian for any key it lacks); the choice is remembered in localStorage.

import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { LANGS, type Lang } from '../common/lang';
import { en } from '../i18n/en';
import { ru } from '../i18n/ru';

const STORAGE_KEY = 'lang';

function storedLang(): Lang {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return saved === 'en' ? 'en' : 'ru';
}

export function rememberLang(lang: Lang): void {
  localStorage.setItem(STORAGE_KEY, lang);
}

type Tree = { [key: string]: string | Tree };

const tree = (catalog: object) => catalog as Tree;

/** The fallback: every key of `base` that `over` lacks keeps the base text. */
function withFallback(base: Tree, over: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? withFallback(under, value) : value;
  }
  return merged;
}

const catalogs = { ru: tree(ru), en: withFallback(tree(ru), tree(en)) } as Record<Lang, TranslationMessages>;

/** The document speaks the UI language: its lang (screen readers choose their voice by it,
 * WCAG 3.1.1) and its title. */
function showLanguage(lang: Lang) {
  if (typeof document === 'undefined') return;
  const { brand, brandSubtitle } = (lang === 'en' ? en : ru).app;
  document.documentElement.lang = lang;
  document.title = `${brand} — ${brandSubtitle}`;
}

export function createI18nProvider(initial: Lang = storedLang()) {
  const provider = polyglotI18nProvider(
    (locale) => catalogs[locale as Lang] ?? catalogs.ru,
    initial,
    LANGS.map((locale) => ({ locale, name: ru.app.languages[locale] })),
    // Server messages arrive translated already; a text that is not a key is shown as it is.
    { allowMissing: true },
  );
  showLanguage(initial);
  return {
    ...provider,
    changeLocale: async (locale: string, options?: unknown) => {
      await provider.changeLocale(locale, options);
      showLanguage(locale === 'en' ? 'en' : 'ru');
    },
  };
}
