// The two languages of the app, shared by the browser and the server. The UI language is the
// language of labels and messages; the edit language is the language of a record's content
// (the wire's `locals`, the per-language rows). They are separate choices with the same two values.

/** The UI language: labels, messages, the session's language. */
export type Lang = 'ru' | 'en';
export const LANGS: readonly Lang[] = ['ru', 'en'];

/** The edit language of per-language content, as the wire spells it (`locals=RU`). */
export type EditLang = 'RU' | 'EN';
export const EDIT_LANGS: readonly EditLang[] = ['RU', 'EN'];

/** The content language that matches a UI language (a list shows names in the UI language). */
export const editLangOf = (lang: Lang): EditLang => (lang === 'en' ? 'EN' : 'RU');
