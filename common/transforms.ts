// Input transforms that a declaration names per field (`store.transforms`): applied to the form's
// values before validation in the browser and to the request body before validation on the
// server, so both sides judge the same text. A table, so a new rule is one line.
export const TRANSFORMS = {
  trim: (value: string) => value.trim(),
  /** 002 §5 "Rubric": a leading slash in the slug is removed. */
  noLeadingSlash: (value: string) => value.replace(/^\/+/, ''),
} as const;

export type TransformName = keyof typeof TRANSFORMS;

/** The values with each named field's transforms applied (non-text values are left alone). */
export function applyTransforms<T extends Record<string, unknown>>(
  values: T,
  transforms: Readonly<Record<string, readonly TransformName[]>> | undefined,
): T {
  if (!transforms) return values;
  const out: Record<string, unknown> = { ...values };
  for (const [field, names] of Object.entries(transforms)) {
    const value = out[field];
    if (typeof value === 'string') out[field] = names.reduce((text, name) => TRANSFORMS[name](text), value);
  }
  return out as T;
}
