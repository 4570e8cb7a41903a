// Country names for the review's country (ISO 3166-1 alpha-2 codes, schemas/enums/countries.ts)
// in the UI language, from the browser's own data: no list of 249 names to keep in the catalogs.
// Built once per language: the modal's choices are read on every render of the form. Read by a
// review's declaration (its country's choices) and its row.
import { countryCodes } from '../schemas/enums/countries';

const names = new Map<string, Intl.DisplayNames | null>();
const choices = new Map<string, { id: string; name: string }[]>();

function displayNames(lang: string): Intl.DisplayNames | null {
  if (!names.has(lang)) {
    try {
      names.set(lang, new Intl.DisplayNames([lang], { type: 'region' }));
    } catch {
      names.set(lang, null);
    }
  }
  return names.get(lang) ?? null;
}

export function countryName(code: string, lang: string): string {
  try {
    return displayNames(lang)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The choices, sorted by name in the UI language. */
export function countryChoices(lang: string): { id: string; name: string }[] {
  let list = choices.get(lang);
  if (!list) {
    list = countryCodes.map((code) => ({ id: code, name: countryName(code, lang) })).sort((a, b) => a.name.localeCompare(b.name, lang));
    choices.set(lang, list);
  }
  return list;
}
