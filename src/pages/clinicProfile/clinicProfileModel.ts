// The clinic as the profile editor's frame reads it (GET /api/admin/getclinic) and the completion
// marks per language, decided by the one rule shared with the server (server/services/completion.ts).
import { marksState, type SectionState } from '../../../common/completion';
import type { EditLang } from '../../../common/lang';

// A section without a mark in a language is null (the answers' schemas say so).
type Stamps = Record<string, number | null>;
export type CompleteEdit = Partial<Record<EditLang, { cd: Stamps; rd: Stamps }>>;

export interface ProfileClinic {
  id: number;
  hash: string;
  state: string;
  ll10n: Partial<Record<EditLang, { visible: boolean; shortName: string; name: string }>>;
  completeEdit: CompleteEdit;
}

/** The section's state in `lang`: complete, stale (the other language changed after its review)
 * or incomplete, by the rule the server stores (common/completion.ts). */
export const sectionStateOf = (completeEdit: CompleteEdit | undefined, lang: EditLang, section: number): SectionState =>
  marksState(completeEdit, lang, section);

export const sectionComplete = (completeEdit: CompleteEdit | undefined, lang: EditLang, section: number) =>
  sectionStateOf(completeEdit, lang, section) === 'complete';

/** The clinic's name in the edit language, else in the other one. */
export function clinicTitle(clinic: ProfileClinic, lang: EditLang): string {
  const other: EditLang = lang === 'RU' ? 'EN' : 'RU';
  return clinic.ll10n[lang]?.name || clinic.ll10n[other]?.name || `#${clinic.id}`;
}
