// Where each number of the completeness view leads: the clinics list filtered to the clinics it
// counts. The view counts every clinic, so the link also shows the blocked ones.
import { completionParam, type SectionMark } from '../../common/completion';

export const clinicsIn = (mark: SectionMark) => `/admin/clinics?completion=${completionParam(mark)}&hideDeactive=false`;
