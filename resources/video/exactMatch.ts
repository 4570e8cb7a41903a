// 002 §5 "Video": a linked item is added only on an exact match from the list and never twice;
// otherwise the input is cleared. Pure, so the rule is tested without a browser.

export interface LinkOption {
  id: number;
  label: string;
}

/** The id the typed text adds, or undefined (the input is then cleared). Names can repeat (two
 * clinics of one name): the first one not yet linked is taken. */
export function exactMatch(options: readonly LinkOption[], picked: readonly number[], typed: string): number | undefined {
  const text = typed.trim();
  if (!text) return undefined;
  return options.find((option) => option.label === text && !picked.includes(option.id))?.id;
}
