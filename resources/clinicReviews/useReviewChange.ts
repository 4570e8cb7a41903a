// A change of a review's avatar from its row, by its named call with the clinic's hash from the
// step's address: the list is read again after any change, stored or refused, a refusal shows the
// server's message, and the wizard hears of a stored one (its completion marks).
import { useDataProvider, useListContext } from 'react-admin';
import type { CallAnswer } from '../../common/calls';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { useHost } from '../../src/engine/host/hostContext';
import { useRowChange } from '../../src/engine/list/useRowChange';
import { useRouteValues } from '../../src/engine/routeValues';
import { useScreenPath } from '../../src/engine/ScreenPath';
import type { reviewCalls } from '../clinics/calls';

/** A review as listed (001 §3 "Review"): the declared answer's. */
export type Review = CallAnswer<typeof reviewCalls.calls.listReviews>[number];

export function useReviewChange() {
  const dataProvider = useDataProvider<CallsProvider<typeof reviewCalls>>();
  const { refetch } = useListContext();
  const host = useHost();
  const { hash } = useRouteValues(useScreenPath());
  const { change } = useRowChange('app.reviews.failed', refetch);
  return {
    hash,
    dataProvider,
    /** Resolves true once stored. */
    change: (review: Review, send: () => Promise<unknown>) => change(review.id, send, () => host?.onSaved()),
  };
}
