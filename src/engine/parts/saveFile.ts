// Saves a downloaded file (dataProvider/download.ts: a report, a list's export) under the name the
// server gave it, as the browser saves a link's download.
import type { Downloaded } from '../../../dataProvider/download';

export function saveFile({ blob, fileName }: Downloaded) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has surely taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
