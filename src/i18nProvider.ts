// The UI language: polyglot over the project's catalogs. Russian is the default and the fallback
// (English falls back to Russian for any key it lacks); the choice is remembered in localStorage.
// Russian comes with the app; English, a fifth of what the login page would otherwise download,
// is loaded when it is first needed: at start for someone who chose it (main.tsx), else when chosen.

import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { LANGS, type Lang } from '../common/lang';
import { ru } from '../i18n/ru';

const STORAGE_KEY = 'lang';

export function storedLang(): Lang {
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

const catalogs: Partial<Record<Lang, TranslationMessages>> = { ru: tree(ru) as TranslationMessages };

/** Makes `lang`'s catalog available (once; Russian always is). */
export async function loadLanguage(lang: Lang): Promise<TranslationMessages> {
  if (lang === 'en' && !catalogs.en) {
    const { en } = await import('../i18n/en');
    catalogs.en = withFallback(tree(ru), tree(en)) as TranslationMessages;
  }
  return catalogs[lang] as TranslationMessages;
}

const asLang = (locale: string): Lang => (locale === 'en' ? 'en' : 'ru');

/** The document speaks the UI language: its lang (screen readers choose their voice by it,
 * WCAG 3.1.1) and its title. */
function showLanguage(lang: Lang) {
  if (typeof document === 'undefined') return;
  const { brand, brandSubtitle } = (catalogs[lang] as unknown as typeof ru).app;
  document.documentElement.lang = lang;
  document.title = `${brand} — ${brandSubtitle}`;
}

/** The provider, starting in `initial`, whose catalog must be loaded (loadLanguage). */
export function createI18nProvider(initial: Lang = storedLang()) {
  if (!catalogs[initial]) throw new Error(`The ${initial} catalog is not loaded: await loadLanguage('${initial}') first`);
  const provider = polyglotI18nProvider(
    // Synchronous for a loaded catalog, as polyglot needs for the initial one.
    (locale) => catalogs[asLang(locale)] ?? loadLanguage(asLang(locale)),
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
      showLanguage(asLang(locale));
    },
  };
}
