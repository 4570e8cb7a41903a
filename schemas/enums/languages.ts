// The languages a clinic's staff speak (002 §9 "Languages"): the 18 codes in the spec's order,
// named in Russian and English. Shared by the base form's multi-select and the server's answers.

export interface SpokenLanguage {
  readonly code: string;
  readonly ru: string;
  readonly en: string;
}

export const languages = [
  { code: 'AR', ru: 'Арабский', en: 'Arabic' },
  { code: 'ZH', ru: 'Китайский', en: 'Chinese' },
  { code: 'EN', ru: 'Английский', en: 'English' },
  { code: 'FR', ru: 'Французский', en: 'French' },
  { code: 'DE', ru: 'Немецкий', en: 'German' },
  { code: 'HI', ru: 'Хинди', en: 'Hindi' },
  { code: 'IT', ru: 'Итальянский', en: 'Italian' },
  { code: 'JA', ru: 'Японский', en: 'Japanese' },
  { code: 'KO', ru: 'Корейский', en: 'Korean' },
  { code: 'RU', ru: 'Русский', en: 'Russian' },
  { code: 'ES', ru: 'Испанский', en: 'Spanish' },
  { code: 'TE', ru: 'Телугу', en: 'Telugu' },
  { code: 'EL', ru: 'Греческий', en: 'Greek' },
  { code: 'TR', ru: 'Турецкий', en: 'Turkish' },
  { code: 'KZ', ru: 'Казахский', en: 'Kazakh' },
  { code: 'MN', ru: 'Монгольский', en: 'Mongolian' },
  { code: 'TG', ru: 'Таджикский', en: 'Tajik' },
  { code: 'UZ', ru: 'Узбекский', en: 'Uzbek' },
] as const satisfies readonly SpokenLanguage[];

export type LanguageCode = (typeof languages)[number]['code'];

export const languageCodes: readonly LanguageCode[] = languages.map((language) => language.code);

/** A multi-select allows at most this many languages (000 §5 "Clinic base"). */
export const MAX_LANGUAGES = 15;
