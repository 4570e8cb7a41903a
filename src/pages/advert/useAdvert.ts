// Advertising's reads (docs/api.md "Advertising"): the holders, the promos and one promo, one
// banner through react-admin's data hooks ('advertisers', 'promos', 'banners'), a holder's promos
// as a named call; a save anywhere refreshes every advertising screen.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useGetOne } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { Advertiser, Banner, Named, Promo } from '../../../resources/advert/advertModel';
import type { advertisingCalls } from '../../../resources/advert/calls';
import { usePickerClinics } from '../../../resources/clinics/usePickerClinics';
import { AS_ANSWERED, WHOLE_PAGE } from '../../engine/list/wholeList';

export const ADVERT_KEY = 'advert';

type AdvertProvider = CallsProvider<typeof advertisingCalls>;

function useAdvertQuery<T>(key: unknown[], read: (dataProvider: AdvertProvider) => Promise<T>, enabled = true) {
  const dataProvider = useDataProvider<AdvertProvider>();
  return useQuery({ queryKey: [ADVERT_KEY, ...key], queryFn: () => read(dataProvider), enabled });
}

/** Every list is whole, in the server's order (holders by name, promos newest first): one page
 * holds it, and no field sorts it here. */
const WHOLE = { pagination: WHOLE_PAGE, sort: AS_ANSWERED };

export const useHolders = () => useGetList<Advertiser>('advertisers', WHOLE);

export const useHolder = (id: number) => useAdvertQuery(['holder', id], (dataProvider) => dataProvider.advertiserPromos({ id }), id > 0);

export const usePromos = () => useGetList<Promo>('promos', WHOLE);

export const usePromo = (id: number) => useGetOne<Promo>('promos', { id }, { enabled: id > 0 });

export const useBanner = (id: number) => useGetOne<Banner>('banners', { id }, { enabled: id > 0 });

/** After a save: every advertising screen reads again. */
export function useAdvertRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([ADVERT_KEY, 'advertisers', 'promos', 'banners'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

/** The clinics pickers' options, by name. */
export function useClinicOptions(): Named[] {
  const { data } = usePickerClinics();
  return (data ?? [])
    .map((clinic) => ({ id: clinic.id, name: clinic.ll10n?.RU?.name || clinic.ll10n?.EN?.name || `#${clinic.id}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
