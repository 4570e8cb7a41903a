// The clinics list's filters as its query states them (GET /api/admin/clinicslist: q, cityId, cId,
// sid, locals, stale, completion, hideDeactive), read by the list's route and by the list's export
// (services/export/clinicsExportRead.ts), so that both select the same clinics.
import { completionOf, type SectionMark } from '../../../common/completion';
import type { EditLang } from '../../../common/lang';
import { yes } from '../../http/flagValue';
import type { ClinicFilters } from '../../repositories/clinicList';
import { tailRange } from './clinicSearch';

/** Ids in query strings: '' or 0 mean "no filter". */
const optionalId = (value: unknown) => (Number(value) > 0 ? Number(value) : undefined);
const lang = (value: unknown) => String(value).toUpperCase() as EditLang;

/** "4.EN.stale" -> the marked filter; "4.EN.incomplete" -> the unmarked one (no complete or stale mark). */
function completionFilter(value: string | undefined): { marked?: SectionMark; unmarked?: SectionMark } {
  const mark = completionOf(value);
  if (!mark) return {};
  return mark.state === 'incomplete' ? { unmarked: mark } : { marked: mark };
}

/** The filters of the list's (validated) query; undefined when they match nothing: a name with no
 * letters or digits matches nothing rather than everything. */
export function clinicFiltersOf(q: Record<string, unknown>): ClinicFilters | undefined {
  const name = String(q.q ?? '').trim();
  const filters: ClinicFilters = {
    range: name ? tailRange(String(q.q)) : undefined,
    cityId: optionalId(q.cityId),
    cId: optionalId(q.cId),
    sid: optionalId(q.sid),
    locals: q.locals ? (lang(q.locals) as 'RU' | 'EN') : undefined,
    stale: q.stale ? lang(q.stale) : undefined,
    ...completionFilter(q.completion as string | undefined),
    hideDeactive: yes(q.hideDeactive),
  };
  return name && !filters.range ? undefined : filters;
}
