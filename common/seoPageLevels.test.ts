import { describe, expect, it } from 'vitest';
import { SLUG_FIELDS, slugEditable } from './seoPageLevels';

describe('the SEO page levels', () => {
  it.each([
    [{ specialty: false, city: false }, [true, false, false]],
    [{ specialty: true, city: false }, [false, true, false]],
    [{ specialty: false, city: true }, [false, true, true]],
    [{ specialty: true, city: true }, [false, true, true]],
  ])('%o edits the slugs %o', (place, editable) => {
    expect(SLUG_FIELDS.map((field) => slugEditable(field, place))).toEqual(editable);
  });
});
