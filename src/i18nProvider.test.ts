// No catalog is part of the first load: the provider starts only in a loaded language, and
// switching to the other loads it.
import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { ru } from '../i18n/ru';

// A fresh module for each test: the catalogs loaded are module state.
const fresh = () => {
  vi.resetModules();
  return import('./i18nProvider');
};

describe('i18nProvider', () => {
  it('starts only in a loaded language: Russian once loaded, not English', async () => {
    const { createI18nProvider, loadLanguage } = await fresh();
    expect(() => createI18nProvider('ru')).toThrow(/loadLanguage\('ru'\)/);
    await loadLanguage('ru');
    expect(createI18nProvider('ru').translate('app.auth.login.submit')).toBe(ru.app.auth.login.submit);
    expect(() => createI18nProvider('en')).toThrow(/loadLanguage\('en'\)/);
  });

  it('loads English when it is chosen', async () => {
    const { createI18nProvider, loadLanguage } = await fresh();
    await loadLanguage('ru');
    const provider = createI18nProvider('ru');
    await provider.changeLocale('en');
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('app.auth.login.submit')).toBe(en.app.auth.login.submit);
    await provider.changeLocale('ru');
    expect(provider.translate('app.auth.login.submit')).toBe(ru.app.auth.login.submit);
  });

  it('starts in English once loaded', async () => {
    const { createI18nProvider, loadLanguage } = await fresh();
    await loadLanguage('en');
    expect(createI18nProvider('en').translate('app.auth.login.submit')).toBe(en.app.auth.login.submit);
  });
});
