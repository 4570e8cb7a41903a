import { describe, expect, it } from 'vitest';
import { isComplete, profileQuality } from '../../common/completion';
import { completeSql } from './completion';

describe('profile completion', () => {
  it('is complete when reviewed after the last content change, or reviewed with no content date', () => {
    expect(isComplete({ cd: null, rd: null })).toBe(false);
    expect(isComplete({ cd: 5, rd: null })).toBe(false);
    expect(isComplete({ cd: null, rd: 5 })).toBe(true);
    expect(isComplete({ cd: 5, rd: 6 })).toBe(true);
    expect(isComplete({ cd: 6, rd: 6 })).toBe(false);
    expect(isComplete({ cd: 7, rd: 6 })).toBe(false);
  });

  it('counts the 13 profile sections per language', () => {
    const marks = [
      { section: 1, lang: 'RU', cd: 1, rd: 2 },
      { section: 2, lang: 'RU', cd: null, rd: 2 },
      { section: 8, lang: 'RU', cd: null, rd: 2 },
      { section: 1, lang: 'EN', cd: 3, rd: 2 },
      { section: 17, lang: 'EN', cd: 1, rd: 2 },
    ];
    expect(profileQuality(marks)).toEqual({ RU: 2, EN: 1 });
  });
});

describe('the SQL form of the rule (the clinics list counts in SQL)', () => {
  it('selects exactly the marks that isComplete accepts', async () => {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(':memory:');
    db.exec('create table m (id integer primary key, section integer, lang text, cd integer, rd integer)');
    const stamps = [null, 5, 6, 7];
    const marks = [1, 8, 17].flatMap((section) => stamps.flatMap((cd) => stamps.map((rd) => ({ section, lang: 'RU', cd, rd }))));
    const insert = db.prepare('insert into m (section, lang, cd, rd) values (@section, @lang, @cd, @rd)');
    for (const mark of marks) insert.run(mark);
    const selected = db.prepare(`select section, lang, cd, rd from m where ${completeSql('m')} order by id`).all();
    expect(selected).toEqual(marks.filter((mark) => mark.section !== 8 && isComplete(mark)));
    db.close();
  });
});
