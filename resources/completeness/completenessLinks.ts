// Where each number of the completeness view leads: the clinics list filtered to the clinics it
// counts. The view counts every clinic, so the link also shows the blocked ones.
import type { SectionState } from '../../common/completion';
import type { EditLang } from '../../common/lang';

export const clinicsIn = (section: number, lang: EditLang, state: SectionState) =>
  `/admin/clinics?completion=${section}.${lang}.${state}&hideDeactive=false`;
