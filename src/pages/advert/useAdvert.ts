// Advertising's reads for the banner page (docs/api.md "Advertising"): one promo (react-admin's
// 'holderPromos', as the holder's page and its promo form read it); a save refreshes every
// advertising screen.
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne } from 'react-admin';
import type { Promo } from '../../../resources/advert/advertModel';

/** The react-admin resource a promo of the banner pages is read as. */
export const PROMOS = 'holderPromos';

export const usePromo = (id: number) => useGetOne<Promo>(PROMOS, { id }, { enabled: id > 0 });

/** After a save: every advertising screen reads again. */
export function useAdvertRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(['advertisers', 'advertising', PROMOS, 'banners'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}
