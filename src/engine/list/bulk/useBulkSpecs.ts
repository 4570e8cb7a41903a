// The bulk actions a list offers its viewer: those whose single call (common/bulkSingles.ts) the
// viewer's roles may run, found in the declarations of the list's own area once they are loaded. A
// picker selects by its select button, never in bulk.
import { useQuery } from '@tanstack/react-query';
import { bulkSingleName } from '../../../../common/bulkSingles';
import { type BulkSpec, mayAccess, type ResourceConfig } from '../../../../common/resource';
import { callRegistry } from '../../../../resources';
import { useSession } from '../../../auth/useSession';

const NONE: readonly BulkSpec[] = [];

export function useBulkSpecs(config: ResourceConfig, picking: boolean): readonly BulkSpec[] {
  const { roles } = useSession();
  const declared = picking ? NONE : (config.list.bulk ?? NONE);
  const { data } = useQuery({
    queryKey: ['bulkActions', config.name, roles],
    queryFn: async () => {
      const runs = await Promise.all(
        declared.map(async (spec) => {
          const name = bulkSingleName(config.name, spec.action);
          return name !== undefined && mayAccess((await callRegistry.named(name)).access, roles);
        }),
      );
      return declared.filter((_spec, at) => runs[at]);
    },
    enabled: declared.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return declared.length ? (data ?? NONE) : NONE;
}
