// Profile completion (000 §4): a section counts as complete for a language when its review date
// exists and is later than its content date, or exists with no content date. The one rule used by
// the clinics list's profile quality (server) and by the profile editor's menu marks (browser).

/** The 13 section numbers of 000 §3 that make up a clinic profile. */
export const PROFILE_SECTIONS = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 17] as const;

export type Marks = { cd: number | null; rd: number | null };

export function isComplete({ cd, rd }: Marks): boolean {
  return rd !== null && (cd === null || rd > cd);
}

/** How many of the 13 sections are complete in each language. */
export function profileQuality(marks: readonly (Marks & { section: number; lang: string })[]): { RU: number; EN: number } {
  const quality = { RU: 0, EN: 0 };
  const sections = new Set<number>(PROFILE_SECTIONS);
  for (const mark of marks) {
    if ((mark.lang === 'RU' || mark.lang === 'EN') && sections.has(Number(mark.section)) && isComplete(mark)) quality[mark.lang]++;
  }
  return quality;
}
