import { describe, expect, it } from 'vitest';
import { nameSearchKey, searchTails, tailRange } from './clinicSearch';

describe('clinic name search keys', () => {
  it('folds case, ё and punctuation', () => {
    expect(nameSearchKey('  Клиника «Ёлка»,  Москва ')).toBe('клиника елка москва');
  });

  it('indexes every word start of every name once', () => {
    expect(searchTails(['Клиника «Здоровье»', 'Здоровье (Казань)']).sort()).toEqual(
      ['клиника здоровье', 'здоровье', 'здоровье казань', 'казань'].sort(),
    );
  });

  it('matches a query at any word start, case-insensitively', () => {
    const [from, to] = tailRange('ЗДОРОВ') ?? ['', ''];
    const matches = (tail: string) => tail >= from && tail < to;
    expect(searchTails(['Многопрофильная клиника «Здоровье»']).filter(matches)).toEqual(['здоровье']);
    expect(tailRange(' «» ')).toBeUndefined();
  });
});
