// A file size for people: "850 КБ", "2,3 МБ" (binary units, as the spec's limits are).
import type { Lang } from '../../../../common/lang';

const UNITS = ['byte', 'kilobyte', 'megabyte'] as const;

export function formatBytes(bytes: number, lang: Lang): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const format = new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 2 ? 1 : 0,
  });
  return format.format(value);
}
