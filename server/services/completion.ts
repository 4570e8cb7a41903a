// The completion rule of common/completion.ts as SQL, for the clinics list's one-statement page:
// each mark stores its state (repositories/completeEdit.ts), so the list counts stored states.
import { PROFILE_SECTIONS } from '../../common/completion';

/** A complete (not stale) mark of one of the 13 sections, as SQL over a complete_edit row aliased `m`. */
export const completeSql = (m: string) => `${m}.section in (${PROFILE_SECTIONS.join(', ')}) and ${m}.state = 'complete'`;
