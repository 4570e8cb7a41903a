// Bulk actions (issue 27 point 3): one action of a list run over many of its records, each by the
// single action's own rule (its service, its roles, its refusals), each record in a transaction of
// its own with its own version check and history row. The actions a list offers are those of
// server/services/bulk/bulkActions.ts; served by server/routes/bulk.ts.

import { BULK_SINGLE_CALLS, bulkSingleName } from '../../common/bulkSingles';
import { type Declared, defineCalls } from '../../common/calls';
import { exact, integerList, text } from '../../schemas/answers/common';
import { articleEditorCalls } from '../articles/calls';
import { clinicListCalls, reviewCalls } from '../clinics/calls';
import { leadCalls } from '../leads/calls';
import { mediaLibraryCalls } from '../mediafiles/calls';

/** The most records one call may name (docs/decisions.md): a list's "all matching" beyond it is run
 * in several calls. */
export const BULK_MAX = 5000;

const recordId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

const bulkParams = {
  type: 'object',
  required: ['resource', 'action'],
  properties: { resource: { type: 'string', pattern: '^[a-zA-Z]{1,40}$' }, action: { type: 'string', pattern: '^[a-zA-Z]{1,40}$' } },
} as const;

export const bulkBody = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: {
    ids: {
      type: 'array',
      minItems: 1,
      items: recordId,
      description: `The records, by id (at most ${BULK_MAX}; a repeated id counts once).`,
    },
    versions: {
      type: 'object',
      propertyNames: { pattern: '^[1-9]\\d{0,9}$' },
      additionalProperties: { type: 'integer', minimum: 0 },
      description:
        'Per id, the version (`updated`) the list showed: a record stored since with a newer one is skipped as the single action refuses it (409). An id without one is run whatever its version.',
    },
    agentId: {
      ...recordId,
      description:
        'The superagent the clinics’ `superAgent` action sets; absent or null clears it. An unknown agent is refused on `agentId`.',
    },
  },
} as const;

const bulkAnswer = exact({
  done: { ...integerList, description: 'The records the action changed, in the order given.' },
  skipped: {
    type: 'array',
    description: 'The records it did not change, each with the single action’s refusal in the caller’s language.',
    items: exact({ id: { type: 'integer' }, reason: text }),
  },
});

export const bulkCalls = defineCalls(
  { area: 'Bulk actions', access: 'user', encoding: 'json', errorsAt: 'error', noStore: true },
  {
    runBulk: {
      method: 'POST',
      path: '/api/bulk/:resource/:action',
      description: `Runs a list’s action over many of its records: clinics \`showRU\`, \`hideRU\`, \`showEN\`, \`hideEN\`, \`directLeadOn\`, \`directLeadOff\`, \`superAgent\`; leads \`take\`, \`delete\`; articles \`publish\`, \`unpublish\`; clinicReviews \`show\`, \`hide\`; mediafiles \`delete\` (a file in use is skipped). Each record by the single action’s rule, in its own transaction with its own version check and history row; one refused record does not stop the others. Only for the roles that may run the single action (403); an unknown resource or action is 404, more than ${BULK_MAX} ids 400.`,
      params: bulkParams,
      body: bulkBody,
      answer: bulkAnswer,
    },
  },
);

/** Every call a bulk action may stand for, by name. */
const SINGLE_CALLS: Readonly<Record<string, Declared>> = {
  ...clinicListCalls.calls,
  ...reviewCalls.calls,
  ...leadCalls.calls,
  ...articleEditorCalls.calls,
  ...mediaLibraryCalls.calls,
};

/** The single call each bulk action stands for (common/bulkSingles.ts), as the server guards it:
 * its roles, and its live topic published after the bulk run. The server's run of each is
 * server/services/bulk/bulkActions.ts, under the same names. */
export const BULK_SINGLES: Readonly<Record<string, Readonly<Record<string, Declared>>>> = Object.fromEntries(
  Object.entries(BULK_SINGLE_CALLS).map(([list, actions]) => [
    list,
    Object.fromEntries(Object.entries(actions).map(([action, name]) => [action, SINGLE_CALLS[name]])),
  ]),
);

/** The single call of a list's bulk action, if the server serves it. */
export const bulkSingle = (resource: string, action: string): Declared | undefined => {
  const name = bulkSingleName(resource, action);
  return name === undefined ? undefined : SINGLE_CALLS[name];
};
