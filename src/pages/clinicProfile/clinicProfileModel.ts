// The clinic as the profile editor's frame reads it (GET /api/admin/getclinic), with its completion
// marks per language (their states by the one rule shared with the server, common/completion.ts).
import { type LanguageMarks, otherLang } from '../../../common/completion';
import type { EditLang } from '../../../common/lang';

export interface ProfileClinic {
  id: number;
  hash: string;
  state: string;
  ll10n: Partial<Record<EditLang, { visible: boolean; shortName: string; name: string }>>;
  completeEdit: LanguageMarks;
}

/** The clinic's name in the edit language, else in the other one. */
export const clinicTitle = (clinic: ProfileClinic, lang: EditLang): string =>
  clinic.ll10n[lang]?.name || clinic.ll10n[otherLang(lang)]?.name || `#${clinic.id}`;
