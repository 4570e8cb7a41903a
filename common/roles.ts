// Who works in the content area (002 §6 left the REDACTOR's rights open; docs/decisions.md "The
// REDACTOR role"): articles, tags, rubrics, the media library, authors and the video library are
// open to ADMIN and REDACTOR; everything else under /api/admin/ stays ADMIN's.
import type { RoleName } from './resource';

export const CONTENT_STAFF = ['ADMIN', 'REDACTOR'] as const satisfies readonly RoleName[];
