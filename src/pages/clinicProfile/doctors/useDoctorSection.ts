// Loads one section of a doctor in the edit language (GET /api/admin/doctor/<section>/{hash}) and
// saves it (POST, multipart, field errors under `error`): the data a section's PageForm needs. A
// save sends the version it loaded (`updated`); when someone else saved meanwhile, the form offers
// to reload or to overwrite (the engine's ConflictDialog), as the clinic's sections do.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { EditLang } from '../../../../common/lang';
import { type CompleteEdit, type DoctorHeader, type DoctorSection, doctorCalls } from '../../../../dataProvider/doctorCalls';
import type { AppDataProvider } from '../../../../dataProvider/index';
import { type Persist, submissionErrors } from '../../../engine/form/useResourceSave';
import { useVersionConflict } from '../../../engine/form/useVersionConflict';

type SectionAnswer = Partial<Record<DoctorSection, Record<string, unknown> & { updated: number }>> & {
  doctor: DoctorHeader;
  completeEdit: CompleteEdit;
};

export function useDoctorSection(section: DoctorSection, hash: string, lang: EditLang, onSaved: (marks: CompleteEdit) => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['doctorSection', section, hash, lang],
    queryFn: () => dataProvider.request<SectionAnswer>(doctorCalls.section(section, hash, lang)),
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
      const body = { ...fields, locals: lang };
      const answer = await dataProvider.request<{ completeEdit: CompleteEdit }>(doctorCalls.saveSection(section, hash, body, version));
      notify('form.success', { type: 'success' });
      onSaved(answer.completeEdit);
      // The server may complete what was left blank (the slug): show what it stored.
      await query.refetch();
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  return { answer: query.data, loadedAt: query.dataUpdatedAt, persist, conflict };
}
