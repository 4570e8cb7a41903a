// The completion rule of common/completion.ts as SQL, for the clinics list's one-statement page.
import { PROFILE_SECTIONS } from '../../common/completion';

/** isComplete for one of the 13 sections, as SQL over a complete_edit row aliased `m`: the
 * clinics list counts the marks inside its one-statement page (repositories/clinicListPage.ts). */
export const completeSql = (m: string) =>
  `${m}.section in (${PROFILE_SECTIONS.join(', ')}) and ${m}.rd is not null and (${m}.cd is null or ${m}.rd > ${m}.cd)`;
