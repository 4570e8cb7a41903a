/**
 * What remains of the endpoint TABLE: the one call no area declares yet, the menu counters
 * (GET /api/counters, server/routes/live.ts, which also serves the live socket). Every other
 * documented call is declared in resources/<area>/calls.ts (dataProvider/callProvider.ts), the
 * plain resources' from their declarations (dataProvider/declaredEndpoints.ts).
 */
import type { HttpRequest } from './http';

/** The menu counters (src/live/LiveProvider.tsx). */
export const sharedCalls = {
  counters: { path: '/api/counters' },
} as const satisfies Record<string, HttpRequest>;
