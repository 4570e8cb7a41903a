import { describe, expect, it } from 'vitest';
import type { Review } from './reviewModel';
import { cut, DEFAULT_FILTERS, filterReviews, isSearchable, reviewPayload, reviewValues, searchOptions } from './reviewModel';

const review = (id: number, locals: 'RU' | 'EN', source: 'MM' | 'LG') => ({ id, locals, source }) as Review;

describe('the patient reviews model', () => {
  it('filters by language and source, RU and LG by default', () => {
    const all = [review(1, 'RU', 'LG'), review(2, 'EN', 'LG'), review(3, 'RU', 'MM')];
    expect(filterReviews(all, DEFAULT_FILTERS).map((r) => r.id)).toEqual([1]);
    expect(filterReviews(all, { lang: 'ALL', source: 'LG' }).map((r) => r.id)).toEqual([1, 2]);
    expect(filterReviews(all, { lang: 'RU', source: 'ALL' }).map((r) => r.id)).toEqual([1, 3]);
  });

  it('sends the picks as comma lists and says whether the review is new', () => {
    const values = { ...reviewValues(undefined, 'EN'), specialties: [3, 17], rating: 4 };
    expect(reviewPayload(values, undefined)).toMatchObject({
      isnew: 'true',
      reviewId: '0',
      locals: 'EN',
      specialties: '3,17',
      categories: '',
      rating: '4',
    });
    expect(reviewPayload(values, { id: 9 } as Review)).toMatchObject({ isnew: 'false', reviewId: '9' });
  });

  it('searches after more than 2 characters or a positive number, and cuts results at 80', () => {
    expect([isSearchable('ка'), isSearchable('кар'), isSearchable('7'), isSearchable('0')]).toEqual([false, true, true, false]);
    expect(Array.from(cut('я'.repeat(100)))).toHaveLength(80);
    const options = [{ list: 'specialties' as const, id: 7, label: 'Кардиология' }];
    expect(searchOptions(options, 'КАРД')).toHaveLength(1);
    expect(searchOptions(options, '7')).toHaveLength(1);
  });
});
