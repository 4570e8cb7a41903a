// The clinic's patient reviews (listReviews) and the list's changes: each
// change re-reads the list; a refusal shows the error alert with the server's message (an
// imported review's refused change says why).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { reviewCalls } from '../../../../resources/clinics/calls';
import type { Review } from './reviewModel';

export const reviewsKey = (hash: string) => ['clinicReviews', hash];

export function useReviews(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<CallsProvider<typeof reviewCalls>>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: reviewsKey(hash),
    queryFn: () => dataProvider.listReviews({ hash, isPatient: 'true' }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: reviewsKey(hash) });

  /** One change of a review, its call made by `send`. */
  const change = async (review: Review, send: () => Promise<unknown>): Promise<boolean> => {
    setBusyId(review.id);
    try {
      await send();
      await reload();
      onSaved();
      return true;
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.reviews.failed', { type: 'error' });
      await reload();
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return {
    reviews: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError,
    busyId,
    reload,
    setVisible: (review: Review, visible: boolean) =>
      change(review, () => dataProvider.toggleReview({ hash, reviewId: review.id, visible })),
    remove: (review: Review) => change(review, () => dataProvider.deleteReview({ hash, id: review.id })),
    removeAvatar: (review: Review) => change(review, () => dataProvider.deleteReviewAvatar({ hash, id: review.id })),
  };
}
