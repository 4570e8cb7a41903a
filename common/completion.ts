// Profile completion (000 §4): a section counts as complete for a language when its review date
// exists and is later than its content date, or exists with no content date. One language's
// review goes stale (issue 12, point 9) when the other language's content changed after it: the
// translation may no longer say what the original says. The one rule used by the server (stored
// per mark, counted by the list and the completeness view) and by the profile editor's menu.
import { EDIT_LANGS, type EditLang } from './lang';

/** The 13 section numbers of 000 §3 that make up a clinic profile. */
export const PROFILE_SECTIONS = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 17] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Each section's wizard step (001 §2): its route segment and the i18n key of its name. */
export const SECTION_STEPS: Record<ProfileSection, string> = {
  1: 'base',
  2: 'additional',
  3: 'pictures',
  4: 'specialties',
  5: 'documents',
  6: 'offer',
  7: 'patientreviews',
  9: 'clinicdoctors',
  10: 'services',
  11: 'logo',
  12: 'prices',
  13: 'promotions',
  17: 'oms',
};

export type Marks = { cd: number | null; rd: number | null };

/** complete: reviewed after its last change; stale: so, but the other language changed since;
 * incomplete: never reviewed, or changed since its review. */
export const SECTION_STATES = ['complete', 'stale', 'incomplete'] as const;
export type SectionState = (typeof SECTION_STATES)[number];

export function isComplete({ cd, rd }: Marks): boolean {
  return rd !== null && (cd === null || rd > cd);
}

/** The state of one language's marks, given the other language's content date. */
export function sectionState(own: Marks, otherCd: number | null): SectionState {
  if (!isComplete(own)) return 'incomplete';
  return otherCd !== null && own.rd !== null && otherCd > own.rd ? 'stale' : 'complete';
}

export const otherLang = (lang: EditLang): EditLang => (lang === 'RU' ? 'EN' : 'RU');

/** One section's state in one language: the clinics list's `completion` filter, written
 * "<section>.<RU|EN>.<state>" (the completeness view's links). */
export type SectionMark = { section: ProfileSection; lang: EditLang; state: SectionState };

export const completionParam = ({ section, lang, state }: SectionMark) => `${section}.${lang}.${state}`;

/** The mark a `completion` value names, or undefined for anything else. */
export function completionOf(value: string | undefined): SectionMark | undefined {
  const [section, lang, state] = (value ?? '').split('.');
  const known = PROFILE_SECTIONS.includes(Number(section) as ProfileSection) && EDIT_LANGS.includes(lang as EditLang);
  if (!known || !SECTION_STATES.includes(state as SectionState)) return undefined;
  return { section: Number(section) as ProfileSection, lang: lang as EditLang, state: state as SectionState };
}

/** A record's review marks per language (a clinic's, a doctor's `completeEdit`): each language's
 * content (`cd`) and review (`rd`) dates by section number, null where none. */
export type LanguageMarks = Partial<Record<EditLang, { cd: Record<string, number | null>; rd: Record<string, number | null> }>>;

/** One section's state in `lang` by the marks of both languages. */
export function marksState(marks: LanguageMarks | undefined, lang: EditLang, section: number): SectionState {
  const own = marks?.[lang];
  return sectionState({ cd: own?.cd?.[section] ?? null, rd: own?.rd?.[section] ?? null }, marks?.[otherLang(lang)]?.cd?.[section] ?? null);
}
