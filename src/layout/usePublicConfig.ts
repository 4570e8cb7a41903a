// GET /api/public-config: the public portal's address, the contacts shown in the footer and the
// number of picture uploads run at once.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { sessionCalls } from '../../resources/session/calls';

export interface PublicConfig {
  portalUrl?: string | null;
  contactEmail?: string | null;
  phones?: string[];
  address?: string | null;
  uploadParallel?: number;
}

export function usePublicConfig(): PublicConfig {
  const dataProvider = useDataProvider<CallsProvider<typeof sessionCalls>>();
  const { data } = useQuery({
    queryKey: ['publicConfig'],
    queryFn: async (): Promise<PublicConfig> => dataProvider.publicConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? {};
}
