// The browser's check of a chosen file, the same for every upload: one reason each, naming the file.
import { describe, expect, it } from 'vitest';
import { AUTHOR_PHOTO_RULES, BANNER_RULES, IMAGE_RULES } from '../../../common/fileRules';
import { en } from '../../../i18n/en';
import { ru } from '../../../i18n/ru';
import { acceptOf, refusalOf } from './fileRefusal';

const file = (name: string, type: string, size: number) => ({ name, type, size });
const reason = (rules = IMAGE_RULES, ...facts: Parameters<typeof file>) =>
  refusalOf(rules, file(...facts), 'ru')?.[0]
    .split('.')
    .pop();

describe('the browser’s check of a picture', () => {
  it('accepts gif, jpg, jpeg, png and webp of 1024 bytes to 10 MiB, whatever the case', () => {
    expect(reason(IMAGE_RULES, 'a.JPG', 'image/jpeg', 1024)).toBeUndefined();
    expect(reason(IMAGE_RULES, 'a.webp', 'image/webp', 10_485_760)).toBeUndefined();
    expect(reason(IMAGE_RULES, 'a.gif', 'image/gif', 5000)).toBeUndefined();
  });
  it('refuses other names or types, system files, and sizes outside the bounds, each by its reason', () => {
    expect(reason(IMAGE_RULES, 'a.jpg', 'image/jpeg', 1023)).toBe('small');
    expect(reason(IMAGE_RULES, 'a.jpg', 'image/jpeg', 0)).toBe('empty');
    expect(reason(IMAGE_RULES, 'a.png', 'image/png', 10_485_761)).toBe('large');
    expect(reason(IMAGE_RULES, 'a.txt', 'text/plain', 5000)).toBe('type');
    expect(reason(IMAGE_RULES, 'a.php', 'image/jpeg', 5000)).toBe('type');
    // The name says an image, the browser does not.
    expect(reason(IMAGE_RULES, 'a.jpg', 'text/html', 5000)).toBe('content');
    expect(reason(IMAGE_RULES, '.DS_Store', '', 6148)).toBe('noType');
    expect(reason(IMAGE_RULES, '.jpg', 'image/jpeg', 5000)).toBe('noType');
  });
  it('takes the declared bounds of other uploads: an author’s photo, a banner', () => {
    expect(reason(AUTHOR_PHOTO_RULES, 'a.png', 'image/png', 5_242_881)).toBe('large');
    expect(reason(BANNER_RULES, 'a.webp', 'image/webp', 5000)).toBe('type');
    expect(reason(BANNER_RULES, 'a.png', 'image/png', 3 * 1_048_576)).toBeUndefined();
    expect(reason(BANNER_RULES, 'a.png', 'image/png', 10)).toBeUndefined();
  });
  it('offers the declared extensions in the chooser', () => {
    expect(acceptOf(BANNER_RULES)).toBe('.png,.jpg,.jpeg,.gif');
    expect(acceptOf(IMAGE_RULES)).toContain('image/webp');
  });
});

describe('the words of a refusal', () => {
  const said = (lang: 'ru' | 'en', rules: typeof IMAGE_RULES, ...facts: Parameters<typeof file>) => {
    const [key, args] = refusalOf(rules, file(...facts), lang) ?? ['', {}];
    const catalog = (lang === 'ru' ? ru : en) as unknown as Record<string, unknown>;
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
    return String(text).replace(/%\{(\w+)\}/g, (_, name: string) => args[name]);
  };
  it('names the file and the bound it missed, in the UI language', () => {
    expect(said('ru', IMAGE_RULES, 'notes.png', 'image/png', 23)).toBe('Файл «notes.png» меньше 1 кБ');
    expect(said('en', IMAGE_RULES, 'big.png', 'image/png', 10_485_761)).toBe('The file “big.png” is larger than 10 MB');
    expect(said('ru', BANNER_RULES, 'a.webp', 'image/webp', 5000)).toBe(
      'Файл «a.webp» нельзя загрузить: тип WEBP не подходит, можно PNG, JPG, JPEG, GIF',
    );
  });
});
