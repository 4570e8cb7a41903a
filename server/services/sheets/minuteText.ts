// A moment as a CSV cell writes it: UTC "YYYY-MM-DD HH:MM", which spreadsheets read as a date. The
// day's text is kept from the moment before (an export's rows mostly share their days): making it
// with toISOString for each of 100k rows was a twentieth of a CSV export's time.

const DAY = 86_400_000;
let day = Number.NaN;
let dayText = '';

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

export function minuteText(moment: Date): string {
  const time = moment.getTime();
  const days = Math.floor(time / DAY);
  if (days !== day) {
    day = days;
    dayText = moment.toISOString().slice(0, 11).replace('T', ' ');
  }
  const minutes = Math.floor((time - days * DAY) / 60_000);
  return `${dayText}${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}
