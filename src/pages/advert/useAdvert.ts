// Advertising's reads (docs/api.md "Advertising"), cached by react-query under one key so that a
// save anywhere refreshes every advertising screen; and the pickers' reference lists.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type Advertiser, advertCalls, type Banner, type Named, type Promo } from '../../../dataProvider/advertCalls';
import type { AppDataProvider } from '../../../dataProvider/index';

export const ADVERT_KEY = 'advert';

function useAdvertQuery<T>(key: unknown[], request: Parameters<AppDataProvider['request']>[0], enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: [ADVERT_KEY, ...key], queryFn: () => dataProvider.request<T>(request), enabled });
}

export const useHolders = () => useAdvertQuery<{ advertisers: Advertiser[] }>(['holders'], advertCalls.holders());

export const useHolder = (id: number) =>
  useAdvertQuery<{ advertiser: Advertiser; promos: Promo[] }>(['holder', id], advertCalls.holder(id), id > 0);

export const usePromos = () => useAdvertQuery<{ promos: Promo[] }>(['promos'], advertCalls.promos());

export const usePromo = (id: number) => useAdvertQuery<Promo>(['promo', id], advertCalls.promo(id), id > 0);

export const useBanner = (id: number) => useAdvertQuery<Banner>(['banner', id], advertCalls.banner(id), id > 0);

/** After a save: every advertising screen reads again. */
export function useAdvertRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ADVERT_KEY] });
}

type ClinicRow = { id: number; ll10n?: { RU?: { name?: string }; EN?: { name?: string } } };

/** The clinics pickers' options: GET /api/admin/clinicslist page=0 size=1000, by name. */
export function useClinicOptions(): Named[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: [ADVERT_KEY, 'clinics'],
    queryFn: () => dataProvider.request<{ clinics?: ClinicRow[] }>(advertCalls.clinics()),
    staleTime: 60_000,
  });
  return (data?.clinics ?? [])
    .map((clinic) => ({ id: clinic.id, name: clinic.ll10n?.RU?.name || clinic.ll10n?.EN?.name || `#${clinic.id}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** An id list of the wire as the forms' comma list, and back. */
export const joinIds = (ids: readonly (number | string)[] | undefined) => (ids ?? []).join(',');
export const splitIds = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : []);
