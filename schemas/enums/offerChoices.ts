// The offer step's two choices (001 §4, §9): how fast the clinic answers a patient, in hours, and
// its price segment, each named in Russian and English. Shared by the form's selects and the
// server's validation (the values are the contract; the words are ours, docs/decisions.md).

interface ResponseRate {
  readonly hours: number;
  readonly ru: string;
  readonly en: string;
}

export const responseRates = [
  { hours: 12, ru: '12 часов', en: '12 hours' },
  { hours: 24, ru: '1 сутки', en: '1 day' },
  { hours: 48, ru: '2 суток', en: '2 days' },
  { hours: 168, ru: '1 неделя', en: '1 week' },
  { hours: 672, ru: '4 недели', en: '4 weeks' },
] as const satisfies readonly ResponseRate[];

export const responseRateHours: readonly number[] = responseRates.map((rate) => rate.hours);

interface PriceSegment {
  readonly code: string;
  readonly ru: string;
  readonly en: string;
}

export const priceSegments = [
  { code: 'LOW', ru: 'Эконом', en: 'Budget' },
  { code: 'MID', ru: 'Средний', en: 'Mid-range' },
  { code: 'HIGH', ru: 'Высокий', en: 'High-end' },
  { code: 'PREMIUM', ru: 'Премиум', en: 'Premium' },
] as const satisfies readonly PriceSegment[];

type PriceSegmentCode = (typeof priceSegments)[number]['code'];

export const priceSegmentCodes: readonly PriceSegmentCode[] = priceSegments.map((segment) => segment.code);
