// The words both catalogs must have for what the screens and the export write of a value.
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { translatorOf } from './interpolate';
import { ru } from './ru';

const translate = translatorOf({ ru, en });

describe('the catalogs', () => {
  it('word a yes/no value in each language (a yes/no column of a list, its export)', () => {
    expect([translate('ru', 'ra.boolean.true'), translate('ru', 'ra.boolean.false')]).toEqual(['Да', 'Нет']);
    expect([translate('en', 'ra.boolean.true'), translate('en', 'ra.boolean.false')]).toEqual(['Yes', 'No']);
  });
});
