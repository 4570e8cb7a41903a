// Numbers agree with their nouns in both languages (issue 22 point 4). The test walks the project's
// messages in both catalogs (react-admin's own ra.* texts are its translators'), sorts each
// placeholder into a number or words, and holds every message with a number to one of two shapes:
// - a count: polyglot's smart_count with every form ("1 год |||| 2 года |||| 5 лет", "1 year ||||
//   2 years"), rendered for 1, 2, 5, 11, 21, 22, 25 and 111 by the browser's polyglot and the
//   server's translate and checked against the table of noun forms below;
// - a value that nothing agrees with: the number ends the text or a label ("Клиник: 5"), or stands
//   before punctuation, "из"/"of" or a unit sign ("3 из 10", "640×480", "10 МБ").
// A new message that puts a plain number before a word fails here until it is made a count.
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { translate } from '../../i18n/interpolate';
import { ru } from '../../i18n/ru';
import { createI18nProvider, loadLanguage } from '../../src/i18nProvider';

// The browser loads a catalog when it is first needed; these tests start in Russian.
await loadLanguage('ru');

type Lang = 'ru' | 'en';
type Tree = { readonly [key: string]: string | Tree };

/** Placeholders that carry a number. */
const NUMBERS = new Set([
  'smart_count',
  'count',
  'n',
  'total',
  'visible',
  'moved',
  'done',
  // The bulk summary's skipped records ("пропущено: 2").
  'skipped',
  'shown',
  'length',
  'max',
  'width',
  'height',
  'percent',
  'rating',
  'price',
  'categories',
  'specialties',
  // An agent's clinic count in brackets (app.agents.transferText), no noun after it.
  'clinics',
]);

/** Placeholders that carry words (names, labels, dates, formatted sizes, whole counted phrases
 * such as sync's "%{added}") or an identifier ("Заявка 12"), which nothing agrees with. */
const WORDS = new Set([
  'id',
  // An agent's name: a clinic's superagent, the transfer's chosen agent.
  'agent',
  'choice',
  'gender',
  // A lead's age as its counted phrase ("31 год"), worded by app.leads.age before it is placed.
  'age',
  'name',
  'names',
  // An upload's size bound, formatted with its unit ("10 МБ").
  'limit',
  'email',
  'role',
  'phones',
  'address',
  'resource',
  'label',
  'lang',
  'langs',
  'list',
  'from',
  'to',
  'flag',
  'text',
  'field',
  // A history version's moment and its action's words ("Версия №3 от 06.12.2026, 12:00").
  'at',
  'action',
  'size',
  'section',
  'state',
  'other',
  'date',
  'day',
  'since',
  'typ',
  // A tab's name ("Добавить: Вебинары").
  'tab',
  // A fixed filter choice's value, a code ("Видна в EN").
  'value',
  'type',
  'types',
  'locals',
  'reason',
  'ext',
  'expected',
  'directions',
  'diseases',
  'start',
  'end',
  'what',
  'path',
  'place',
  'hue',
  'shade',
  'added',
  'updated',
  // A view's owner and a column's name (the saved views' menu and refusals).
  'owner',
  'column',
]);

/** Messages whose number names one item rather than counting ("Открыть фотографию 3 в полном
 * размере"): it is followed by words, but nothing agrees with it. */
const NAMES_AN_ITEM = new Set(['app.media.pictures.open', 'app.media.pictures.editAlt', 'app.media.pictures.delete']);

/** The noun of every count, in the form each number needs: Russian one, few, many; English one, other. */
const NOUNS: Record<string, { ru: [string, string, string]; en: [string, string] }> = {
  'app.sync.intro': { ru: ['шаг', 'шага', 'шагов'], en: ['step', 'steps'] },
  'app.media.pictures.count': { ru: ['фотография', 'фотографии', 'фотографий'], en: ['picture', 'pictures'] },
  'app.documents.count': { ru: ['файл', 'файла', 'файлов'], en: ['file', 'files'] },
  'app.reviews.count': { ru: ['отзыв', 'отзыва', 'отзывов'], en: ['review', 'reviews'] },
  'app.advert.banner.directionsCount': { ru: ['направление', 'направления', 'направлений'], en: ['direction', 'directions'] },
  'app.advert.banner.diseasesCount': { ru: ['заболевание', 'заболевания', 'заболеваний'], en: ['disease', 'diseases'] },
  'app.leads.age': { ru: ['год', 'года', 'лет'], en: ['year old', 'years old'] },
  'app.searchEverywhere.found': { ru: ['результат', 'результата', 'результатов'], en: ['result', 'results'] },
  'server.error.tooMany': { ru: ['минуту', 'минуты', 'минут'], en: ['minute', 'minutes'] },
  'server.sync.added': { ru: ['запись добавлена', 'записи добавлены', 'записей добавлено'], en: ['record added', 'records added'] },
  'server.sync.updated': { ru: ['запись обновлена', 'записи обновлены', 'записей обновлено'], en: ['record updated', 'records updated'] },
  'server.sync.removed': {
    ru: ['запись снята с каталога', 'записи сняты с каталога', 'записей снято с каталога'],
    en: ['record left the catalogue', 'records left the catalogue'],
  },
  'server.sync.skipped': {
    ru: ['запись пропущена', 'записи пропущены', 'записей пропущено'],
    en: ['record skipped', 'records skipped'],
  },
  'server.sync.replaced': {
    ru: ['правка сотрудников заменена', 'правки сотрудников заменены', 'правок сотрудников заменено'],
    en: ['staff edit replaced', 'staff edits replaced'],
  },
  'server.sync.recounted': {
    ru: ['строка пересчитана', 'строки пересчитаны', 'строк пересчитано'],
    en: ['row recalculated', 'rows recalculated'],
  },
};

/** The numbers of the issue, with the form each takes (written out, not computed by a rule). */
const SAMPLES: { n: number; ru: 0 | 1 | 2; en: 0 | 1 }[] = [
  { n: 1, ru: 0, en: 0 },
  { n: 2, ru: 1, en: 1 },
  { n: 5, ru: 2, en: 1 },
  { n: 11, ru: 2, en: 1 },
  { n: 21, ru: 0, en: 1 },
  { n: 22, ru: 1, en: 1 },
  { n: 25, ru: 2, en: 1 },
  { n: 111, ru: 2, en: 1 },
];

const FORMS: Record<Lang, number> = { ru: 3, en: 2 };

/** Every message of the project: react-admin's own texts left out, the rich-text editor's kept. */
function messages(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string][] => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (key === 'ra') return messages({ tiptap: (value as Tree).tiptap }, 'ra');
    return typeof value === 'string' ? [[key, value]] : messages(value, key);
  });
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]);

/** What may follow a number that nothing agrees with: the end, punctuation, "из"/"of", a unit sign. */
const AGREEMENT_FREE = /^(?:$|\s*[.,:;!?)»”"…/·—–-]|\s*(?:из|of)\s|\s*(?:×|%|₽|px|МБ|MB)(?!\p{L}))/u;

/** Why a message is wrong about its numbers (empty when it is right). */
function problems(lang: Lang, key: string, text: string): string[] {
  const numbers = placeholders(text).filter((name) => NUMBERS.has(name));
  if (!numbers.length) return [];
  if (text.includes('||||')) {
    const forms = text.split('||||').map((form) => form.trim());
    const found: string[] = [];
    if (!numbers.includes('smart_count')) found.push(`${key}: plural forms without %{smart_count}`);
    if (forms.length !== FORMS[lang]) found.push(`${key}: ${forms.length} forms, ${lang} needs ${FORMS[lang]}`);
    // Russian's first form also serves 21, 31, ...: it must show the number.
    const shown = lang === 'ru' ? forms : forms.slice(1);
    if (shown.some((form) => !form.includes('%{smart_count}'))) found.push(`${key}: a form without the number`);
    if (!NOUNS[key]) found.push(`${key}: a count missing from the table of noun forms`);
    return found;
  }
  if (NAMES_AN_ITEM.has(key)) return [];
  return [...text.matchAll(/%\{(\w+)\}/g)]
    .filter((m) => NUMBERS.has(m[1]) && !AGREEMENT_FREE.test(text.slice((m.index ?? 0) + m[0].length)))
    .map((m) => `${key}: "${text}" puts %{${m[1]}} before a word without plural forms`);
}

const catalogs: [Lang, [string, string][]][] = [
  ['ru', messages(ru as unknown as Tree)],
  ['en', messages(en as unknown as Tree)],
];

describe('numbers agree with their nouns', () => {
  it('knows every placeholder as a number or as words', () => {
    const names = new Set(catalogs.flatMap(([, list]) => list.flatMap(([, text]) => placeholders(text))));
    expect([...names].filter((name) => !NUMBERS.has(name) && !WORDS.has(name))).toEqual([]);
  });

  it('catches a number before a noun, too few forms and a form without its number', () => {
    expect(problems('ru', 'x', '%{age} лет')).toEqual([]); // 'age' is no number: the first test refuses it
    expect(problems('ru', 'x', '%{count} лет')).toHaveLength(1);
    expect(problems('ru', 'x', 'Повторите через %{count} мин.')).toHaveLength(1);
    expect(problems('en', 'x', 'No more than %{length} items allowed')).toHaveLength(1);
    expect(problems('ru', 'app.leads.age', '%{smart_count} год |||| %{smart_count} лет')).toHaveLength(1);
    expect(problems('ru', 'app.leads.age', 'год |||| %{smart_count} года |||| %{smart_count} лет')).toHaveLength(1);
    expect(problems('ru', 'x', '%{smart_count} год |||| %{smart_count} года |||| %{smart_count} лет')).toHaveLength(1);
    expect(problems('ru', 'x', 'Клиник: %{count}')).toEqual([]);
    expect(problems('en', 'x', '%{lang}: %{count} of %{total}')).toEqual([]);
    expect(problems('ru', 'x', 'Файл больше %{max} МБ')).toEqual([]);
  });

  it.each(catalogs)('%s: every message with a number is a count with all its forms, or a value nothing agrees with', (lang, list) => {
    expect(list.flatMap(([key, text]) => problems(lang, key, text))).toEqual([]);
  });

  it('has a noun table entry only for counts that exist', () => {
    const counts = new Set(
      catalogs[0][1].filter(([, text]) => text.includes('%{smart_count}') && text.includes('||||')).map(([key]) => key),
    );
    expect(Object.keys(NOUNS).filter((key) => !counts.has(key))).toEqual([]);
    expect(counts.size).toBe(Object.keys(NOUNS).length);
  });

  // English reached as a user reaches it, by switching: it works whether or not that catalog loads later.
  const browser = { ru: createI18nProvider('ru'), en: createI18nProvider('ru') };
  beforeAll(() => browser.en.changeLocale('en'));
  const cases = Object.entries(NOUNS).flatMap(([key, nouns]) =>
    SAMPLES.flatMap((sample) => (['ru', 'en'] as const).map((lang) => ({ key, lang, n: sample.n, noun: nouns[lang][sample[lang]] }))),
  );

  it.each(cases)('$lang $key: $n $noun', ({ key, lang, n, noun }) => {
    const params = { smart_count: n, label: 'Шаг' };
    const onServer = key.startsWith('server.');
    const text = onServer ? translate(lang, key, params) : browser[lang].translate(key, params);
    expect(text).toContain(`${n} ${noun}`);
    // One form, whole: no other form and no placeholder left in it.
    expect(text).not.toMatch(/\|\|\|\||%\{/);
    // The server's rule (Intl.PluralRules) and the browser's (polyglot) pick the same form.
    if (onServer) expect(browser[lang].translate(key, params)).toBe(text);
  });
});
