// URL slugs from names (000 §5 "slug ... if blank at save, filled from shortName, else from
// name"; 002 §5 "Cyrillic is transliterated"): Latin lower case, digits and single hyphens.

// Russian letters by the common passport-style transliteration (ICAO Doc 9303 with "kh", "ts"),
// plus the Ukrainian and Kazakh letters that clinic names may carry. Hard and soft signs vanish.
// biome-ignore format: a transliteration table reads best in rows
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ә: 'a', ғ: 'g', қ: 'k', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h',
};

export const SLUG_MAX = 80;

/** Cyrillic letters to Latin ones; everything else is kept as it is. */
export function transliterate(text: string): string {
  return Array.from(text.toLowerCase(), (char) => CYRILLIC[char] ?? char).join('');
}

/**
 * The slug of a text: transliterated, accents dropped (é -> e), lower case, every run of other
 * characters one hyphen, no hyphen at either end, at most `max` characters. '' when nothing is left.
 */
export function slugify(text: string, max = SLUG_MAX): string {
  // Transliterate before decomposing: NFKD would split й and ё into a letter and a mark.
  const latin = transliterate(text).normalize('NFKD').replace(/\p{M}/gu, '');
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '');
}
