// A rich-text form value as the database keeps it: trimmed and sanitised by the one allow-list
// (common/richText.ts), whatever the editor or a hand-made request sent.
import { sanitizeHtml } from '../sanitizeHtml';

export const richTextValue = (value: unknown): string => sanitizeHtml(String(value ?? '').trim());
