// The OMS and children texts are also kept as a draft in the browser's local storage (001 §7), so
// that a text typed but not saved (a failed save, a closed tab) is offered back. A draft equal to
// the saved text is no draft; markup the editor adds to an empty text does not count.
const PREFIX = 'clinicTextDraft';

export const draftKey = (hash: string, text: string) => `${PREFIX}:${hash}:${text}`;

const normalised = (html: string) => html.replace(/<p>\s*<\/p>/g, '').trim();
const sameText = (a: string, b: string) => normalised(a) === normalised(b);

/** The stored draft when it differs from the saved text; undefined otherwise. */
export function draftOffered(key: string, saved: string): string | undefined {
  const draft = localStorage.getItem(key);
  return draft !== null && !sameText(draft, saved) ? draft : undefined;
}

/** Keeps the text as the draft, or forgets the draft when the text is the saved one. */
export function keepDraft(key: string, text: string, saved: string): void {
  if (sameText(text, saved)) localStorage.removeItem(key);
  else localStorage.setItem(key, text);
}

export const forgetDraft = (key: string) => localStorage.removeItem(key);
