// The bodies of the cities' and hubs' priority calls (POST /api/admin/citypriority and hubpriority,
// 002 §7), declared in resources/cities/calls.ts and resources/hubs/calls.ts: the row's id and
// the priority, as form fields (text) or JSON (numbers).

/** A row's id as a form or a checkbox sends it: a number or its text. */
const rowChoice = { type: ['integer', 'string'], select: true } as const;
const priority = { enum: [0, 1, 2, '0', '1', '2'] } as const;

export const cityPriorityBody = { type: 'object', required: ['cityId', 'priority'], properties: { cityId: rowChoice, priority } } as const;

export const hubPriorityBody = { type: 'object', required: ['hubId', 'priority'], properties: { hubId: rowChoice, priority } } as const;
