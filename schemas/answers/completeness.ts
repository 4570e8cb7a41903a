// The answer of GET /api/admin/completeness (ours, not the spec's: issue 12, point 10): per profile
// section and language, how many clinics are complete, stale and incomplete.
import { byLang, exact, integer } from './common';

const counts = exact({ complete: integer, stale: integer, incomplete: integer });

export const completenessAnswer = exact({
  /** Every clinic of the directory: each section's three numbers add up to it. */
  total: integer,
  sections: { type: 'array', items: exact({ section: integer, langs: byLang(counts) }) },
});
