// The clinic's doctors (react-admin's getList of clinicDoctors: GET /api/admin/doctors/{hash}, the
// hire links as meta.sides) and the per-language visibility switch (toggleclinicdoctor, a named
// call), after which the list is read again.
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import type { CallAnswer } from '../../../../common/calls';
import type { EditLang } from '../../../../common/lang';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { doctorCalls } from '../../../../resources/clinics/calls';
import { wholeListOf } from '../../../engine/list/wholeList';
import type { DoctorListItem } from './doctorsModel';

type DoctorsAnswer = CallAnswer<typeof doctorCalls.calls.listClinicDoctors>;

/** The clinic's doctors as the doctors step and the review pickers read them (one cached list). */
export const useDoctorList = (hash: string) => useGetList<DoctorListItem>('clinicDoctors', wholeListOf({ hash }));

export function useDoctors(hash: string) {
  const dataProvider = useDataProvider<CallsProvider<typeof doctorCalls>>();
  const notify = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  const list = useDoctorList(hash);
  const data: DoctorsAnswer | undefined = list.data && {
    doctors: list.data,
    clinicDoctors: (list.meta?.sides?.clinicDoctors ?? []) as DoctorsAnswer['clinicDoctors'],
  };

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
      await list.refetch();
      setBusy(null);
    }
  };

  return { data, isPending: list.isPending, isError: list.isError, reload: () => list.refetch(), toggle, busy };
}
