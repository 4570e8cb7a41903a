// The clinic's patient reviews (GET /api/admin/reviews/{hash}) and the list's changes: each
// change re-reads the list; a refusal shows the error alert with the server's message (an
// imported review's refused change says why).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { HttpRequest } from '../../../../dataProvider/http';
import { type Review, reviewCalls } from '../../../../dataProvider/reviewCalls';
import type { UploadingDataProvider } from '../../../../dataProvider/upload';

export const reviewsKey = (hash: string) => ['clinicReviews', hash];

export function useReviews(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<UploadingDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: reviewsKey(hash),
    queryFn: () => dataProvider.request<Review[]>(reviewCalls.list(hash)),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: reviewsKey(hash) });

  const change = async (review: Review, request: HttpRequest): Promise<boolean> => {
    setBusyId(review.id);
    try {
      await dataProvider.request(request);
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
    setVisible: (review: Review, visible: boolean) => change(review, reviewCalls.setVisible(hash, review, visible)),
    remove: (review: Review) => change(review, reviewCalls.remove(hash, review)),
    removeAvatar: (review: Review) => change(review, reviewCalls.removeAvatar(hash, review)),
  };
}
