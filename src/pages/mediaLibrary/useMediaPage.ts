// One page of the media library (GET /api/admin/mediafile/list), newest first; pages count from 1
// here and from 0 on the wire. The previous page stays shown while the next one loads.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index';
import { MEDIA_PAGE_SIZE, type MediaPage, mediaLibraryCalls } from '../../../dataProvider/mediaLibraryCalls';

export const MEDIA_KEY = 'mediafiles';

export function useMediaPage(page: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [MEDIA_KEY, page],
    queryFn: () => dataProvider.request<MediaPage>(mediaLibraryCalls.list(page)),
    placeholderData: keepPreviousData,
  });
  return {
    files: query.data?.slice ?? [],
    total: query.data?.total ?? 0,
    perPage: MEDIA_PAGE_SIZE,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    reload: () => query.refetch(),
    /** After a change: every page may have moved. */
    invalidate: () => queryClient.invalidateQueries({ queryKey: [MEDIA_KEY] }),
  };
}
