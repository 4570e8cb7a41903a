// The clinic's doctors (GET /api/admin/doctors/{hash}) and the per-language visibility switch
// (toggleclinicdoctor), which answers the doctor's visibility and updates the shown row.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { EditLang } from '../../../../common/lang';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { doctorCalls } from '../../../../resources/clinics/calls';

const doctorsKey = (hash: string) => ['clinicDoctors', hash];

export function useDoctors(hash: string) {
  const dataProvider = useDataProvider<CallsProvider<typeof doctorCalls>>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  const query = useQuery({ queryKey: doctorsKey(hash), queryFn: () => dataProvider.listClinicDoctors({ hash }) });

  const toggle = async (doctorId: number, lang: EditLang, visible: boolean) => {
    setBusy(doctorId);
    try {
      const answer = await dataProvider.toggleClinicDoctor({ locals: lang, visible, doctorid: doctorId });
      // The answer says what the portal shows now; the list is read again for the local layer.
      notify('form.success', { type: 'success' });
      if (answer.visible[lang] !== visible) notify('app.doctors.failed', { type: 'error' });
    } catch {
      notify('app.doctors.failed', { type: 'error' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: doctorsKey(hash) });
      setBusy(null);
    }
  };

  return { data: query.data, isPending: query.isPending, isError: query.isError, reload: () => query.refetch(), toggle, busy };
}
