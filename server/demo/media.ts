// Demo media library: a few images (drawn like the demo catalogue's pictures) stored through the
// upload pipeline, and articles that use some of them, so that the library's "used by" list and
// its refused delete show on a fresh demo database. Articles have no editor yet (issue 14).

import { rm, writeFile } from 'node:fs/promises';
import type { Db } from '../db/kysely';
import { insertMediaFile } from '../repositories/mediaFiles';
import type { Storage } from '../services/files/storage';
import { storeUpload } from '../services/files/uploadImage';
import { demoFile } from '../services/sync/source/demo/demoFiles';
import { loadDemoArticles } from './articles';

const IMAGES = [
  'Операционная после ремонта',
  'Приёмное отделение',
  'Кабинет МРТ',
  'Палата дневного стационара',
  'Вход в клинику',
  'Лаборатория',
];

/** [image index, type, name, slug]: the first image is used twice, the last two not at all. */
const ARTICLES = [
  [0, 'ARTICLE', 'Как подготовиться к плановой операции', 'prepare-for-surgery'],
  [0, 'NEWS', 'Клиника открыла обновлённую операционную', 'new-operating-room'],
  [1, 'INTERVIEW', 'Интервью с заведующим приёмным отделением', 'admission-interview'],
  [2, 'ARTICLE', 'МРТ: когда оно нужно и как проходит', 'mri-explained'],
] as const;

export async function loadDemoMedia(db: Db, storage: Storage): Promise<void> {
  const ids: number[] = [];
  for (const [i, alt] of IMAGES.entries()) {
    const bytes = await demoFile('picture', `demo-media-${i}`, 'jpg');
    if (!bytes) throw new Error('the demo image was not drawn');
    const path = await storage.tempFile();
    await writeFile(path, bytes);
    const upload = { path, size: bytes.length, type: 'jpg' as const, fields: {}, discard: () => rm(path, { force: true }) };
    try {
      ids.push(await storeUpload(db, storage, upload, 'mediafile', (trx, image) => insertMediaFile(trx, { ...image, alt }, Date.now())));
    } finally {
      await upload.discard();
    }
  }
  const now = Date.now();
  await db
    .insertInto('articles')
    .values(
      ARTICLES.map(([image, typ, name, slug], i) => ({
        typ,
        lang: 'RU',
        name,
        slug,
        teaser: name,
        published_dt: now - i * 86_400_000,
        published: 1,
        media_id: ids[image],
        media_alt: IMAGES[image],
        created: now,
        updated: now,
      })),
    )
    .execute();
  await loadDemoArticles(db, ids, IMAGES);
}
