// The clinic's patient reviews (react-admin's getList of clinicReviews: listReviews) and the list's
// changes (named calls): each change re-reads the list; a refusal shows the error alert with the
// server's message (an imported review's refused change says why).
import { useQueryClient } from '@tanstack/react-query';
import { type GetListResult, useDataProvider, useGetList } from 'react-admin';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { reviewCalls } from '../../../../resources/clinics/calls';
import { useRowChange } from '../../../engine/list/useRowChange';
import { wholeListOf } from '../../../engine/list/wholeList';
import type { Review } from './reviewModel';

const RESOURCE = 'clinicReviews';

export function useReviews(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<CallsProvider<typeof reviewCalls>>();
  const queryClient = useQueryClient();
  // hash fills the path, isPatient the query.
  const filter = { hash, isPatient: 'true' };
  const list = useGetList<Review>(RESOURCE, wholeListOf(filter));
  const reload = () => list.refetch();
  // react-admin's cache key of the list (a partial key matches it).
  const listKey = [RESOURCE, 'getList', { filter }];
  // Every change, stored or refused, reads the list again.
  const { busyId, change: rowChange } = useRowChange('app.reviews.failed', reload);
  const change = (review: Review, send: () => Promise<unknown>) => rowChange(review.id, send, onSaved);

  return {
    reviews: list.data ?? [],
    isPending: list.isPending,
    isError: list.isError,
    busyId,
    reload,
    /** The list read again, and the stored state of one review (a conflict's reload). */
    reread: async (id: number | undefined) => {
      await queryClient.refetchQueries({ queryKey: listKey });
      const [[, answer] = []] = queryClient.getQueriesData<GetListResult<Review>>({ queryKey: listKey });
      return answer?.data.find((review) => review.id === id);
    },
    setVisible: (review: Review, visible: boolean) =>
      change(review, () => dataProvider.toggleReview({ hash, reviewId: review.id, visible })),
    remove: (review: Review) => change(review, () => dataProvider.deleteReview({ hash, id: review.id })),
    removeAvatar: (review: Review) => change(review, () => dataProvider.deleteReviewAvatar({ hash, id: review.id })),
  };
}
