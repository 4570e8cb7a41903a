// One page of the media library (listMediaFiles, react-admin's getList of `mediafiles`), newest
// first; pages count from 1 here and from 0 on the wire. The previous page stays shown while the
// next one loads.
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { MEDIA_PAGE_SIZE, type MediaFile } from '../../../resources/mediafiles/mediaModel';

/** react-admin's queries of the resource all start with its name. */
export const MEDIA_KEY = 'mediafiles';

export function useMediaPage(page: number) {
  const queryClient = useQueryClient();
  const query = useGetList<MediaFile>(MEDIA_KEY, { pagination: { page, perPage: MEDIA_PAGE_SIZE } }, { placeholderData: keepPreviousData });
  return {
    files: query.data ?? [],
    total: query.total ?? 0,
    perPage: MEDIA_PAGE_SIZE,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    reload: () => query.refetch(),
    /** After a change: every page may have moved. */
    invalidate: () => queryClient.invalidateQueries({ queryKey: [MEDIA_KEY] }),
  };
}
