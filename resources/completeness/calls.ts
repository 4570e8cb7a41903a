// The completeness of the whole directory (ours, not the spec's: issue 12, point 10; docs/api.md
// "Completeness"), ADMIN only. Served by server/routes/completeness.ts; the completeness screen
// (CompletenessPage.tsx) calls dataProvider.directoryCompleteness.
import { defineCalls } from '../../common/calls';
import { completenessAnswer } from '../../schemas/answers/completeness';

export const completenessCalls = defineCalls(
  { area: 'Completeness', access: ['ADMIN'] },
  {
    directoryCompleteness: {
      method: 'GET',
      path: '/api/admin/completeness',
      description:
        'Per profile section (the 13 in order) and language, how many clinics are complete, stale (reviewed before the other language changed) and incomplete; each language’s three numbers add up to `total`, every clinic.',
      answer: completenessAnswer,
    },
  },
);
