// Advertising's reads (docs/api.md "Advertising"), cached by react-query under one key so that a
// save anywhere refreshes every advertising screen; and the pickers' reference lists.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { Named } from '../../../resources/advert/advertModel';
import type { advertisingCalls, bannerCalls } from '../../../resources/advert/calls';
import type { clinicListCalls } from '../../../resources/clinics/calls';

export const ADVERT_KEY = 'advert';

type AdvertProvider = CallsProvider<typeof advertisingCalls | typeof bannerCalls | typeof clinicListCalls>;

function useAdvertQuery<T>(key: unknown[], read: (dataProvider: AdvertProvider) => Promise<T>, enabled = true) {
  const dataProvider = useDataProvider<AdvertProvider>();
  return useQuery({ queryKey: [ADVERT_KEY, ...key], queryFn: () => read(dataProvider), enabled });
}

export const useHolders = () => useAdvertQuery(['holders'], (dataProvider) => dataProvider.listAdvertisers());

export const useHolder = (id: number) => useAdvertQuery(['holder', id], (dataProvider) => dataProvider.advertiserPromos({ id }), id > 0);

export const usePromos = () => useAdvertQuery(['promos'], (dataProvider) => dataProvider.listPromos());

export const usePromo = (id: number) => useAdvertQuery(['promo', id], (dataProvider) => dataProvider.getPromo({ id }), id > 0);

export const useBanner = (id: number) => useAdvertQuery(['banner', id], (dataProvider) => dataProvider.getBanner({ id }), id > 0);

/** After a save: every advertising screen reads again. */
export function useAdvertRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ADVERT_KEY] });
}

/** The clinics pickers' list: the first 1000 clinics (002 §2, the brief's page=0 size=1000). */
const CLINIC_PICKER_SIZE = 1000;

/** The clinics pickers' options: the clinics list (listClinics) page=0 size=1000, by name. */
export function useClinicOptions(): Named[] {
  const dataProvider = useDataProvider<AdvertProvider>();
  const { data } = useQuery({
    queryKey: [ADVERT_KEY, 'clinics'],
    queryFn: () => dataProvider.listClinics({ page: 0, size: CLINIC_PICKER_SIZE }),
    staleTime: 60_000,
  });
  return (data?.clinics ?? [])
    .map((clinic) => ({ id: clinic.id, name: clinic.ll10n?.RU?.name || clinic.ll10n?.EN?.name || `#${clinic.id}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
