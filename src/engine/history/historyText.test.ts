// How the history names things: fields by the forms' labels (per-language ones with their
// language), entities and actions in the UI language, values as short texts.
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadLanguage } from '../../i18nProvider';
import { actionLabel, entityLabel, fieldLabel, recordLabel, valueText } from './historyText';

// The browser loads a catalog when it is first needed; these tests start in Russian.
await loadLanguage('ru');

const ru = createI18nProvider('ru').translate;

describe('history texts', () => {
  it('names fields as the forms do', () => {
    expect(fieldLabel(ru, 'cities', 'name.EN')).toBe('Название (EN)');
    expect(fieldLabel(ru, 'cities', 'place.RU')).toBe('Где (в предложном падеже, RU)');
    expect(fieldLabel(ru, 'clinics', 'shortName.RU')).toBe('Краткое название (RU)');
    expect(fieldLabel(ru, 'clinics', 'accrList')).toBe('Аккредитации');
    expect(fieldLabel(ru, 'cities', 'unknownField')).toBe('unknownField');
  });

  it('names entities and actions, falling back to the recorded name', () => {
    expect(entityLabel(ru, 'hubs')).toBe('Хаб');
    expect(entityLabel(ru, 'somethingNew')).toBe('somethingNew');
    expect(actionLabel(ru, 'signin.failed')).toBe('Неудачный вход');
    expect(actionLabel(ru, 'archive')).toBe('archive');
  });

  it('writes values as short texts; nothing is undefined', () => {
    expect(valueText(ru, ['RU', 'EN'])).toBe('RU, EN');
    expect(valueText(ru, true)).toBe('да');
    expect(valueText(ru, 0)).toBe('0');
    expect(valueText(ru, '')).toBeUndefined();
    expect(valueText(ru, [])).toBeUndefined();
  });

  it('names an enumeration’s values, one by one in a list, and keeps other text as it is', () => {
    expect(fieldLabel(ru, 'banners', 'textType')).toBe('Тип текста');
    expect(valueText(ru, 'THIRD', 'banners', 'type')).toBe('Вертикальный');
    expect(valueText(ru, ['CLINICS', 'MAIN'], 'banners', 'pages')).toBe('Клиники, Главная');
    expect(valueText(ru, 'THIRD', 'banners', 'marker')).toBe('THIRD');
    expect(valueText(ru, '/clinics', 'banners', 'url')).toBe('/clinics');
    // An account's time zone as its select names it, not its id.
    expect(valueText(ru, 'Asia/Kamchatka', 'users', 'timeZone')).toBe('Петропавловск-Камчатский (UTC+12)');
    expect(valueText(ru, 'Mars/Olympus', 'users', 'timeZone')).toBe('Mars/Olympus');
  });

  it('names a synchronisation row by its step, and its counts', () => {
    expect(recordLabel(ru, 'sync', 'clinics')).toBe('Синхронизация: Клиники');
    expect(recordLabel(ru, 'banners', '3')).toBe('Баннер #3');
    expect(recordLabel(ru, 'users', null)).toBe('Пользователь');
    expect(fieldLabel(ru, 'sync', 'added')).toBe('Добавлено');
  });
});
