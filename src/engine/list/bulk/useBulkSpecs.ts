// The bulk actions a list offers its viewer (ListConfig `bulk`): those whose single call the
// viewer's roles may run (resources/bulk/calls.ts; the server answers 403 to the others). A
// list that picks a record (the media picker) selects by its select button, never in bulk.
import { type BulkSpec, mayAccess, type ResourceConfig } from '../../../../common/resource';
import { bulkSingle } from '../../../../resources/bulk/calls';
import { useSession } from '../../../auth/useSession';

export function useBulkSpecs(config: ResourceConfig, picking: boolean): readonly BulkSpec[] {
  const { roles } = useSession();
  if (picking) return [];
  return (config.list.bulk ?? []).filter((spec) => {
    const single = bulkSingle(config.name, spec.action);
    return single !== undefined && mayAccess(single.access, roles);
  });
}
