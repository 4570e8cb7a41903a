// A record as the lists of its resource hold it now: a modal opened from a row keeps showing the
// row's current state after a change re-reads the list (a doctor's photo), not the one it opened with.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { GetListResult, RaRecord } from 'react-admin';

export function useCachedRecord(resource: string, record: RaRecord): RaRecord {
  const queryClient = useQueryClient();
  const [, setSeen] = useState(0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryKey[0] === resource) setSeen((seen) => seen + 1);
      }),
    [queryClient, resource],
  );
  const lists = queryClient.getQueriesData<GetListResult>({ queryKey: [resource, 'getList'] });
  return lists.flatMap(([, list]) => list?.data ?? []).find((row) => row.id === record.id) ?? record;
}
