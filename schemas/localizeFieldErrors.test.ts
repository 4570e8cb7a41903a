// Server-side messages: field errors in the session's language, with their params.
import { describe, expect, it } from 'vitest';
import { interpolate, translate } from '../i18n/interpolate';
import { citySchema } from './city';
import { localizeFieldErrors } from './localizeFieldErrors';
import { validateFields } from './validator';

describe('interpolate and translate', () => {
  it('replaces %{name} placeholders and keeps unknown ones', () => {
    expect(interpolate('Min length is %{length}', { length: 2 })).toBe('Min length is 2');
    expect(interpolate('%{a} and %{b}', { a: 1 })).toBe('1 and %{b}');
  });

  it('looks keys up in both languages, in the validation and server sections', () => {
    expect(translate('en', 'check.max', { length: 40 })).toBe('Max length is 40');
    expect(translate('ru', 'check.max', { length: 40 })).toBe('Максимальная длина — 40');
    expect(translate('en', 'form.email.regex', { email: 'name@domain.com' })).toBe('Please, use the name@domain.com email format');
    expect(translate('en', 'server.login.wrong')).toBe('Wrong login/password');
  });

  it('answers the key itself when no catalog knows it', () => {
    expect(translate('en', 'check.nothing')).toBe('check.nothing');
    expect(translate('en', 'check')).toBe('check');
  });
});

describe('localizeFieldErrors', () => {
  it('turns field errors into the documented field -> [message] answer', () => {
    const errors = validateFields(citySchema, { slug: 'a', nameRU: 'Москва', place: 'Москве', nameEN: 'Moscow', region: '77' });
    expect(localizeFieldErrors(errors, 'en')).toEqual({ slug: ['Min length is 2'], hubId: ['You have to choose something'] });
    expect(localizeFieldErrors(errors, 'ru')).toEqual({ slug: ['Минимальная длина — 2'], hubId: ['Выберите значение'] });
  });
});
