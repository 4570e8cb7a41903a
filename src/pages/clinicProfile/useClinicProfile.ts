// The clinic of the profile editor (GET /api/admin/getclinic), shared by the frame and re-read
// after every save or review so that the completion marks follow the server.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { clinicListCalls } from '../../../resources/clinics/listCalls';
import type { ProfileClinic } from './clinicProfileModel';

const clinicProfileKey = (hash: string) => ['clinicProfile', hash];

export function useClinicProfile(hash: string) {
  const dataProvider = useDataProvider<CallsProvider<typeof clinicListCalls>>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: clinicProfileKey(hash),
    queryFn: async (): Promise<ProfileClinic> => dataProvider.getClinic({ hash }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: clinicProfileKey(hash) });
  return { clinic: query.data, reload };
}
