// Demo advertising: a holder of the catalogue's first clinics with one promo (its directions and
// diseases too, as /admin/advertising shows them) whose full-width, mobile and vertical banners are
// drawn here (sharp over SVG) and stored through the same path as an upload, so that a fresh demo
// shows the banner page filled, the previews at real size and one empty block (clinic page) to
// create. Loaded after the catalogue (server/bootstrap.ts), whose clinics and directions it names.
import { rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { BANNER_FACTS, type BannerType } from '../../common/advert';
import type { Db } from '../db/kysely';
import { dayText } from '../services/advert/advertAnswers';
import { saveAdvertiser, savePromo } from '../services/advert/saveAdvert';
import { createBanners } from '../services/advert/saveBanners';
import type { Storage } from '../services/files/storage';
import { SYSTEM_ACTOR } from '../services/history/audit';

const DAY = 86_400_000;
const BANNERS: { type: BannerType; colour: string; text: string }[] = [
  { type: 'FULL', colour: '#1565c0', text: 'Check-up за один день — скидка 20 %' },
  { type: 'MOBILE', colour: '#2e7d32', text: 'Check-up — скидка 20 %' },
  { type: 'THIRD', colour: '#6a1b9a', text: 'МРТ ночью' },
];

/** A banner image of its type's size: a colour field with the offer's words. */
async function drawBanner(type: BannerType, colour: string, text: string): Promise<Buffer> {
  const { width, height } = BANNER_FACTS[type];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 6)}" fill="#fff" text-anchor="middle">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The first ids of a catalogue table, as a comma list. */
const firstIds = async (db: Db, table: 'clinics' | 'categories' | 'specialties', count: number) =>
  (await db.selectFrom(table).select('id').orderBy('id').limit(count).execute()).map((row) => row.id).join(',');

export async function loadDemoAdvert(db: Db, storage: Storage): Promise<void> {
  const clinicIds = await firstIds(db, 'clinics', 3);
  const targets = { categories: await firstIds(db, 'categories', 2), diseases: await firstIds(db, 'specialties', 2) };
  const advertiserId = await saveAdvertiser(db, undefined, { name: 'Сеть клиник «Здоровье»', clinicIds }, SYSTEM_ACTOR);
  const today = Date.now();
  const promoId = await savePromo(
    db,
    undefined,
    { name: 'Весенний check-up', advertiserId, startDate: dayText(today), endDate: dayText(today + 30 * DAY), ...targets },
    SYSTEM_ACTOR,
  );
  const files = new Map();
  for (const { type, colour, text } of BANNERS) {
    const path = await storage.tempFile();
    const bytes = await drawBanner(type, colour, text);
    await writeFile(path, bytes);
    files.set(type, { field: type, path, size: bytes.length, type: 'png' as const });
  }
  const described = BANNERS.map(({ type }) => ({
    type,
    form: { type, url: '/clinics', marker: `demo-${type.toLowerCase()}`, pages: type === 'THIRD' ? '' : 'MAIN,CLINICS', ...targets },
  }));
  try {
    await createBanners(db, storage, promoId, described, files, (type) => type, SYSTEM_ACTOR);
  } finally {
    await Promise.all([...files.values()].map((file: { path: string }) => rm(file.path, { force: true })));
  }
}
