// The clinics a picker offers (the banner forms' clinic, the video library's links): react-admin's
// getList of 'clinics', the first 1000 (002 §2: page=0 size=1000), the same read as the engine's
// clinics picker (IdsWidget), so that the screens share one cached list.
import { useGetList } from 'react-admin';
import type { CallAnswer } from '../../common/calls';
import type { clinicListCalls } from './listCalls';

type PickerClinic = CallAnswer<typeof clinicListCalls.calls.listClinics>['clinics'][number];

const CLINIC_PICKER = { pagination: { page: 1, perPage: 1000 } };

export const usePickerClinics = () => useGetList<PickerClinic>('clinics', CLINIC_PICKER, { staleTime: 60_000 });
