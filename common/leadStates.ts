// A lead's states (002 §4) and the calls that move it between them (ours: 002 §7 leaves them
// open; docs/decisions.md "Leads"). One table, read by the server (which refuses any other move)
// and by the screen (which shows only the buttons a lead's state allows).

export const LEAD_STATES = ['NEW', 'UNDERWAY', 'INQUIRY', 'DELETED'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** The patient's gender (002 §9 "Genders"). */
export const GENDERS = ['MALE', 'FEMALE', 'OTHER', 'UNKNOWN'] as const;
export type Gender = (typeof GENDERS)[number];

/** Per call: the states it may start from, and where it leads (`restore`: back where the lead was
 * when it was deleted, NEW when that is unknown). */
export const LEAD_MOVES = {
  take: { from: ['NEW'], to: 'UNDERWAY' },
  inquiry: { from: ['NEW', 'UNDERWAY'], to: 'INQUIRY' },
  delete: { from: ['NEW', 'UNDERWAY', 'INQUIRY'], to: 'DELETED' },
  restore: { from: ['DELETED'], to: 'previous' },
} as const satisfies Record<string, { from: readonly LeadState[]; to: LeadState | 'previous' }>;

export type LeadMove = keyof typeof LEAD_MOVES;
export const LEAD_MOVE_NAMES = Object.keys(LEAD_MOVES) as LeadMove[];

export const canMove = (move: LeadMove, state: string): boolean => (LEAD_MOVES[move].from as readonly string[]).includes(state);

/** The calls a lead in this state offers, in the order the screen shows them. */
export const movesOf = (state: string): LeadMove[] => LEAD_MOVE_NAMES.filter((move) => canMove(move, state));

/** Leads per page (002 §9: leads 50). */
export const LEADS_PER_PAGE = 50;
