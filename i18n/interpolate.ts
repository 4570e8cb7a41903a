// Message look-up outside React (the server answers in the session's language): the own sections
// of both catalogs, polyglot's %{name} placeholders, Russian as the fallback language. The
// resources' section is there for the messages a declaration words per field (blankMessage).
import type { Lang } from '../common/lang';
import { advert as enAdvert } from './en/advert';
import { app as enApp } from './en/app';
import { leadServer as enLeadServer } from './en/leads';
import { seoPagesResource as enSeoPages } from './en/seoPages';
import { server as enServer } from './en/serverMessages';
import { validation as enValidation } from './en/validation';
import { advert as ruAdvert } from './ru/advert';
import { app as ruApp } from './ru/app';
import { leadServer as ruLeadServer } from './ru/leads';
import { seoPagesResource as ruSeoPages } from './ru/seoPages';
import { server as ruServer } from './ru/serverMessages';
import { validation as ruValidation } from './ru/validation';

export type MessageParams = Readonly<Record<string, string | number>>;

// The one place where a section joins: spread a top-level section, or nest it under its key.
const catalogs: Record<Lang, object> = {
  ru: {
    ...ruValidation,
    server: { ...ruServer, leads: ruLeadServer },
    resources: { ...ruApp.resources, seopages: ruSeoPages },
    app: { advert: ruAdvert },
  },
  en: {
    ...enValidation,
    server: { ...enServer, leads: enLeadServer },
    resources: { ...enApp.resources, seopages: enSeoPages },
    app: { advert: enAdvert },
  },
};

/** polyglot's plural forms, "one |||| few |||| many" in Russian and "one |||| other" in English,
 * picked by Intl.PluralRules (integers fall in the same forms as polyglot's own rules, which
 * tests/unit/plurals.test.ts checks); a text without forms is its own only form. */
const FORM_OF: Record<Lang, Partial<Record<Intl.LDMLPluralRule, number>>> = {
  ru: { one: 0, few: 1, many: 2, other: 2 },
  en: { one: 0, other: 1 },
};
const pluralRules = { ru: new Intl.PluralRules('ru'), en: new Intl.PluralRules('en') };

export function pluralForm(lang: Lang, template: string, count: number): string {
  const forms = template.split('||||');
  const form = forms[FORM_OF[lang][pluralRules[lang].select(count)] ?? 0] ?? forms[0];
  return form.trim();
}

/** A number and its noun in the form the number needs, for texts made outside the catalogs:
 * counted('ru', 21, 'врач |||| врача |||| врачей') is "21 врач". */
export function counted(lang: Lang, count: number, forms: string): string {
  return `${count} ${pluralForm(lang, forms, count)}`;
}

/** Replaces %{name} with params.name; an unknown placeholder stays as written, as in polyglot. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/%\{(.*?)\}/g, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder));
}

function lookup(catalog: object, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (lang: Lang, key: string, params?: MessageParams) => string;

/** A look-up over catalogs by language: the message for key in lang, falling back to Russian, then
 * to polyglot's default `_`, then to the key itself. */
export function translatorOf(books: Record<Lang, object>): Translate {
  return (lang, key, params) => {
    const own = lookup(books[lang], key);
    const template = own ?? lookup(books.ru, key) ?? (params?._ === undefined ? key : String(params._));
    const count = params?.smart_count;
    // The forms are those of the language the text is in (a missing English text falls back to Russian).
    return interpolate(typeof count === 'number' ? pluralForm(own === undefined ? 'ru' : lang, template, count) : template, params);
  };
}

/** The server's messages in lang. */
export const translate = translatorOf(catalogs);
