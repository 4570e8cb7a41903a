// Loads one section of a doctor in the edit language (getDoctorBase, getDoctorDescription) and
// saves it (saveDoctorBase, saveDoctorDescription; field errors under `error`): the data a section's PageForm needs. A
// save sends the version it loaded (`updated`); when someone else saved meanwhile, the form offers
// to reload or to overwrite (the engine's ConflictDialog), as the clinic's sections do.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { CallAnswer } from '../../../../common/calls';
import type { EditLang } from '../../../../common/lang';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { CallOptions } from '../../../../dataProvider/callRequests';
import type { doctorCalls } from '../../../../resources/clinics/calls';
import { type Persist, submissionErrors } from '../../../engine/form/useResourceSave';
import { useVersionConflict } from '../../../engine/form/useVersionConflict';
import type { CompleteEdit, DoctorHeader } from './doctorsModel';

/** Each section's calls, by the section's key in their answers. */
const SECTION_CALLS = {
  base: { load: 'getDoctorBase', save: 'saveDoctorBase' },
  description: { load: 'getDoctorDescription', save: 'saveDoctorDescription' },
} as const;

export type DoctorSection = keyof typeof SECTION_CALLS;

type SectionAnswer = Partial<Record<DoctorSection, Record<string, unknown> & { updated: number }>> & {
  doctor: DoctorHeader;
  completeEdit: CompleteEdit;
};

/** A section's save: the form's values (checked by the same schema as the call's body) with the
 * doctor's hash and the edit language. */
type Save = (
  input: Record<string, unknown> & { hash: string; locals: EditLang },
  options: CallOptions,
) => Promise<CallAnswer<typeof doctorCalls.calls.saveDoctorBase>>;

export function useDoctorSection(section: DoctorSection, hash: string, lang: EditLang, onSaved: (marks: CompleteEdit) => void) {
  const dataProvider = useDataProvider<CallsProvider<typeof doctorCalls>>();
  const notify = useNotify();
  const calls = SECTION_CALLS[section];
  const query = useQuery({
    queryKey: ['doctorSection', section, hash, lang],
    queryFn: (): Promise<SectionAnswer> => dataProvider[calls.load]({ hash, locals: lang }),
    // Always the stored values; a refetch would remount the form and drop its edits.
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const conflict = useVersionConflict(() => query.refetch());

  const persist: Persist = async (values, options) => {
    const version = options?.overwrite ? undefined : query.data?.[section]?.updated;
    try {
      const { updated: _loaded, ...fields } = values;
      const save = dataProvider[calls.save] as Save;
      const answer = await save({ ...fields, hash, locals: lang }, { version });
      notify('form.success', { type: 'success' });
      // The server may complete what was left blank (the slug): show what it stored. The section
      // shows as saved (its mark) only then: until the stored values are in the form, the form
      // still holds the edits, and a click on another section would ask to save them again.
      await query.refetch();
      onSaved(answer.completeEdit);
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  return { answer: query.data, loadedAt: query.dataUpdatedAt, persist, conflict };
}
