// Answers of the live channel's call (common/live.ts; docs/api.md "Live updates").
import { integer } from './common';

export const countersAnswer = {
  type: 'object',
  description: "The menu's alert counters the user's roles see; a counter the roles do not see is absent.",
  properties: { leads: { ...integer, description: 'NEW leads (MANAGER).' } },
  additionalProperties: false,
} as const;
