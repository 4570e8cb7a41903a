// Profile completion (000 §4): a section counts as complete for a language when its review date
// exists and is later than its content date, or exists with no content date. One language's
// review goes stale (issue 12, point 9) when the other language's content changed after it: the
// translation may no longer say what the original says. The one rule used by the server (stored
// per mark, counted by the list and the completeness view) and by the profile editor's menu.
import type { EditLang } from './lang';

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

/** How many of the 13 sections are complete (not stale) in each language. */
export function profileQuality(marks: readonly (Marks & { section: number; lang: string })[]): { RU: number; EN: number } {
  const quality = { RU: 0, EN: 0 };
  const sections = new Set<number>(PROFILE_SECTIONS);
  for (const mark of marks) {
    if (mark.lang !== 'RU' && mark.lang !== 'EN') continue;
    const other = marks.find((m) => m.section === mark.section && m.lang === otherLang(mark.lang as EditLang));
    if (sections.has(Number(mark.section)) && sectionState(mark, other?.cd ?? null) === 'complete') quality[mark.lang]++;
  }
  return quality;
}
