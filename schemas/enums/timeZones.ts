// The time zones of Russia, one per UTC offset from Kaliningrad (UTC+2) to Kamchatka (UTC+12):
// what GET /api/admin/zimezones?country=RUSSIA answers (000 §7 "Time zones ... for the country
// RUSSIA"). Fixed by law and without daylight saving since 2014, so they are not computed.

export interface RussianTimeZone {
  readonly id: string;
  readonly utcOffset: number;
  readonly ru: string;
  readonly en: string;
}

export const russianTimeZones = [
  { id: 'Europe/Kaliningrad', utcOffset: 2, ru: 'Калининград', en: 'Kaliningrad' },
  { id: 'Europe/Moscow', utcOffset: 3, ru: 'Москва', en: 'Moscow' },
  { id: 'Europe/Samara', utcOffset: 4, ru: 'Самара', en: 'Samara' },
  { id: 'Asia/Yekaterinburg', utcOffset: 5, ru: 'Екатеринбург', en: 'Yekaterinburg' },
  { id: 'Asia/Omsk', utcOffset: 6, ru: 'Омск', en: 'Omsk' },
  { id: 'Asia/Krasnoyarsk', utcOffset: 7, ru: 'Красноярск', en: 'Krasnoyarsk' },
  { id: 'Asia/Irkutsk', utcOffset: 8, ru: 'Иркутск', en: 'Irkutsk' },
  { id: 'Asia/Yakutsk', utcOffset: 9, ru: 'Якутск', en: 'Yakutsk' },
  { id: 'Asia/Vladivostok', utcOffset: 10, ru: 'Владивосток', en: 'Vladivostok' },
  { id: 'Asia/Magadan', utcOffset: 11, ru: 'Магадан', en: 'Magadan' },
  { id: 'Asia/Kamchatka', utcOffset: 12, ru: 'Петропавловск-Камчатский', en: 'Petropavlovsk-Kamchatsky' },
] as const satisfies readonly RussianTimeZone[];

/** "Москва (UTC+3)" / "Moscow (UTC+3)". */
export function timeZoneName(zone: RussianTimeZone, lang: 'ru' | 'en'): string {
  return `${zone[lang]} (UTC+${zone.utcOffset})`;
}

/** Every zone's name by its id in one language: the catalogs' `resources.users.values.timeZone`. */
export const timeZoneNames = (lang: 'ru' | 'en'): Record<string, string> =>
  Object.fromEntries(russianTimeZones.map((zone) => [zone.id, timeZoneName(zone, lang)]));
