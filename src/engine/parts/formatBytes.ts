// A file size for people: "850 КБ", "2,3 МБ". Binary units by default, as the pictures' limits
// are; the documents step shows base-1000 units (kB, MB), as 001's sizes are read there.
import type { Lang } from '../../../common/lang';

const UNITS = ['byte', 'kilobyte', 'megabyte'] as const;

export function formatBytes(bytes: number, lang: Lang, base: 1000 | 1024 = 1024): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= base && unit < UNITS.length - 1) {
    value /= base;
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
