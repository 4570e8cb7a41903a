// The clinic as the profile editor's frame reads it (GET /api/admin/getclinic) and the completion
// marks per language, decided by the one rule shared with the server (server/services/completion.ts).
import { isComplete } from '../../../common/completion';
import type { EditLang } from '../../../common/lang';

type Stamps = Record<string, number>;
export type CompleteEdit = Partial<Record<EditLang, { cd: Stamps; rd: Stamps }>>;

export interface ProfileClinic {
  id: number;
  hash: string;
  state: string;
  ll10n: Partial<Record<EditLang, { visible: boolean; shortName: string; name: string }>>;
  completeEdit: CompleteEdit;
}

export function sectionComplete(completeEdit: CompleteEdit | undefined, lang: EditLang, section: number): boolean {
  const marks = completeEdit?.[lang];
  const rd = marks?.rd?.[section];
  if (rd === undefined) return false;
  return isComplete({ cd: marks?.cd?.[section] ?? null, rd });
}

/** The clinic's name in the edit language, else in the other one. */
export function clinicTitle(clinic: ProfileClinic, lang: EditLang): string {
  const other: EditLang = lang === 'RU' ? 'EN' : 'RU';
  return clinic.ll10n[lang]?.name || clinic.ll10n[other]?.name || `#${clinic.id}`;
}
