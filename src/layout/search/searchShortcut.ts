// The keys that open the search everywhere (issue 27): Ctrl+K (⌘K on a Mac) anywhere, and "/" when
// the focus is not in a field, where "/" is a character to type.
import { typingIn } from '../typingTarget';

/** Whether the key press opens the search. */
export function opensSearch(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  return !typingIn(event.target);
}
