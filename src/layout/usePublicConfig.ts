// GET /api/public-config: the public portal's address, the contacts shown in the footer and the
// number of picture uploads run at once.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { sharedCalls } from '../../dataProvider/endpoints';
import type { AppDataProvider } from '../../dataProvider/index';

export interface PublicConfig {
  portalUrl?: string | null;
  contactEmail?: string | null;
  phones?: string[];
  address?: string | null;
  uploadParallel?: number;
}

export function usePublicConfig(): PublicConfig {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['publicConfig'],
    queryFn: () => dataProvider.request<PublicConfig>(sharedCalls.publicConfig),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? {};
}
