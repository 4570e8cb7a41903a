import { describe, expect, it } from 'vitest';
import { auditRow, changedFields, fullValues, KEPT_TEXT } from './audit';

describe('the fields a change records', () => {
  it('keeps only the fields whose value differs, absent ones as null', () => {
    const before = { slug: 'kazan', region: 16, cities: [1, 2], 'name.EN': 'Kazan' };
    const after = { slug: 'kazan', region: 17, cities: [2, 1], 'name.RU': 'Казань' };
    expect(changedFields(before, after)).toEqual({
      region: [16, 17],
      cities: [
        [1, 2],
        [2, 1],
      ],
      'name.EN': ['Kazan', null],
      'name.RU': [null, 'Казань'],
    });
    expect(changedFields(before, { ...before })).toEqual({});
  });

  it('shortens long texts to a window around their first difference, marking what was cut', () => {
    const start = 'a'.repeat(300);
    const [before, after] = changedFields({ text: `${start}X${'b'.repeat(300)}` }, { text: `${start}Y${'b'.repeat(300)}` })
      .text as string[];
    expect(before).toBe(`…${'a'.repeat(40)}X${'b'.repeat(KEPT_TEXT - 41)}…`);
    expect(after).toBe(`…${'a'.repeat(40)}Y${'b'.repeat(KEPT_TEXT - 41)}…`);
  });

  it('shortens a long text from its start when the other side is not text, and leaves short ones whole', () => {
    const long = 'x'.repeat(KEPT_TEXT + 1);
    expect(changedFields(null, { text: long, short: 'y'.repeat(KEPT_TEXT) })).toEqual({
      text: [null, `${'x'.repeat(KEPT_TEXT)}…`],
      short: [null, 'y'.repeat(KEPT_TEXT)],
    });
  });

  it('cuts what the caller typed to the columns’ widths', () => {
    const row = auditRow({
      actor: { userId: null, email: `${'e'.repeat(200)}@x.ru`, ip: null },
      entity: 'users',
      entityId: null,
      action: 'signin.failed',
    });
    expect(row.user_email).toHaveLength(128);
    expect(row.changes).toBeNull();
  });
});

describe('the whole values a restorable history keeps', () => {
  it('keeps the whole text of each side the changes shortened, and nothing else', () => {
    const long = `${'a'.repeat(300)}X`;
    const row = auditRow({
      actor: { userId: 1, email: 'a@b.ru', ip: null },
      entity: 'doctors',
      entityId: 5,
      action: 'update',
      before: { 'description.RU': long, slug: 'old' },
      after: { 'description.RU': 'short', slug: 'new' },
    });
    expect(JSON.parse(row.full_values ?? 'null')).toEqual({ 'description.RU': [long, null] });
    expect(fullValues({ slug: 'a' }, { slug: 'b' })).toBe('{}');
  });

  it('keeps none for an entity whose history is not restorable, and marks a restore as such', () => {
    const actor = { userId: 1, email: 'a@b.ru', ip: null };
    const long = 'x'.repeat(KEPT_TEXT + 1);
    const plain = auditRow({ actor, entity: 'videos', entityId: 1, action: 'update', before: { seo: long }, after: { seo: '' } });
    expect(plain.full_values).toBeNull();
    expect(plain.restored_from).toBeNull();
    const restore = auditRow({
      actor: { ...actor, restoredFrom: 7 },
      entity: 'clinics',
      entityId: 1,
      action: 'update',
      after: { slug: 'a' },
    });
    expect(restore).toMatchObject({ action: 'restore', restored_from: 7, full_values: '{}' });
  });
});
