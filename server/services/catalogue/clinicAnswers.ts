// Clinic rows turned into the documented answer shapes (000 §3 Clinic): flags as booleans,
// per-language parts keyed RU and EN. The clinics list builds the same parts in SQL
// (repositories/clinicListPage.ts).
const flag = (value: unknown) => Number(value) === 1;

/** ll10n: what the list shows per language. */
export const listL10n = (visible: unknown, shortName: string | null, name: string | null) => ({
  visible: flag(visible),
  shortName: shortName ?? '',
  name: name ?? '',
});
