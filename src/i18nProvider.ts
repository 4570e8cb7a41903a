// The UI language: polyglot over the project's catalogs, Russian by default; the choice is
// remembered in localStorage. Each catalog is a chunk of its own, loaded when it is first needed:
// at start the one the app was left in (main.tsx), the other when it is chosen. Neither rides in
// the entry, so that the login page downloads one language, not both. English is complete (its
// type is the Russian catalog's), so it needs no fallback.

import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { LANGS, type Lang } from '../common/lang';
import type { Messages } from '../i18n/ru';

const STORAGE_KEY = 'lang';

export function storedLang(): Lang {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return saved === 'en' ? 'en' : 'ru';
}

export function rememberLang(lang: Lang): void {
  localStorage.setItem(STORAGE_KEY, lang);
}

const catalogs: Partial<Record<Lang, TranslationMessages>> = {};

const LOADERS: Record<Lang, () => Promise<object>> = {
  ru: () => import('../i18n/ru').then((module) => module.ru),
  en: () => import('../i18n/en').then((module) => module.en),
};

/** Makes `lang`'s catalog available (once). */
export async function loadLanguage(lang: Lang): Promise<TranslationMessages> {
  catalogs[lang] ??= (await LOADERS[lang]()) as TranslationMessages;
  return catalogs[lang];
}

const asLang = (locale: string): Lang => (locale === 'en' ? 'en' : 'ru');

/** The document speaks the UI language: its lang (screen readers choose their voice by it,
 * WCAG 3.1.1) and its title. */
function showLanguage(lang: Lang) {
  if (typeof document === 'undefined') return;
  const { brand, brandSubtitle } = (catalogs[lang] as unknown as Messages).app;
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
    // Each language named in itself (every catalog names them so, as the language selector shows).
    LANGS.map((locale) => ({ locale, name: (catalogs[initial] as unknown as Messages).app.languages[locale] })),
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
