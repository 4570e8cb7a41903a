// Country names for the review's country (ISO 3166-1 alpha-2 codes, schemas/enums/countries.ts)
// in the UI language, from the browser's own data: no list of 249 names to keep in the catalogs.
import { countryCodes } from '../../../../schemas/enums/countries';

export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The choices, sorted by name in the UI language. */
export function countryChoices(lang: string): { id: string; name: string }[] {
  return countryCodes.map((code) => ({ id: code, name: countryName(code, lang) })).sort((a, b) => a.name.localeCompare(b.name, lang));
}
