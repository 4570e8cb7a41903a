// The clinic of the profile editor (react-admin's getOne of clinics by hash: GET /api/admin/getclinic),
// shared by the frame and re-read after every save or review so that the completion marks follow
// the server.
import { useGetOne } from 'react-admin';
import type { ProfileClinic } from './clinicProfileModel';

export function useClinicProfile(hash: string) {
  // Asked by its hash (the call's `one.id`), while the record's own id is its number.
  const { data, refetch } = useGetOne('clinics', { id: hash });
  return { clinic: data as ProfileClinic | undefined, reload: () => refetch() };
}
