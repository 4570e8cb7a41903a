// Whether a key press goes to a field, where a character key ("/", "?") is text to type rather than
// a shortcut of the page.
const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (TYPING.has(element.tagName) || element.isContentEditable);
}
