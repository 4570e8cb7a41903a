// Demo authors: doctors and editors, each with a photo drawn like the demo catalogue's doctors and
// stored through the upload pipeline (as server/demo/media.ts stores its images), so that the
// authors screen and the editors' author dropdowns show on a fresh demo database.
import { rm, writeFile } from 'node:fs/promises';
import type { SocialNetwork } from '../db/authorTables';
import type { Db } from '../db/kysely';
import type { Storage } from '../services/files/storage';
import { storeUpload } from '../services/files/uploadImage';
import { demoFile } from '../services/sync/source/demo/demoFiles';

type DemoAuthor = {
  isDoctor: boolean;
  lastName: string;
  firstName: string;
  patronymicName: string;
  personDescription: string;
  position?: string;
  description?: string;
  seniority?: string;
  degree?: string;
  clinic?: string;
  social?: Partial<Record<SocialNetwork, string>>;
};

export const DEMO_AUTHORS: DemoAuthor[] = [
  {
    isDoctor: true,
    lastName: 'Соколова',
    firstName: 'Мария',
    patronymicName: 'Андреевна',
    personDescription: 'Врач-кардиолог, пишет о профилактике болезней сердца',
    position: 'Заведующая кардиологическим отделением',
    description: 'Кардиология, функциональная диагностика',
    seniority: '18 лет',
    degree: 'Кандидат медицинских наук',
    clinic: 'Городская клиническая больница № 1',
    social: { VK: 'https://vk.com/demo.sokolova', LI: 'https://www.linkedin.com/in/demo-sokolova' },
  },
  {
    isDoctor: true,
    lastName: 'Ветров',
    firstName: 'Игорь',
    patronymicName: 'Павлович',
    personDescription: 'Хирург-ортопед, отвечает на вопросы о суставах',
    position: 'Врач травматолог-ортопед',
    description: 'Эндопротезирование суставов, артроскопия',
    seniority: '12 лет',
    degree: '',
    clinic: 'Центр ортопедии и спортивной медицины',
    social: { FB: 'https://www.facebook.com/demo.vetrov' },
  },
  {
    isDoctor: false,
    lastName: 'Лебедева',
    firstName: 'Анна',
    patronymicName: 'Сергеевна',
    personDescription: 'Медицинский журналист, редактор раздела о здоровье',
    position: 'Главный редактор',
    social: { OK: 'https://ok.ru/demo.lebedeva' },
  },
  {
    isDoctor: false,
    lastName: 'Орлов',
    firstName: 'Денис',
    patronymicName: 'Викторович',
    personDescription: 'Научный редактор, проверяет статьи врачей',
    position: 'Научный редактор',
  },
];

export async function loadDemoAuthors(db: Db, storage: Storage): Promise<void> {
  for (const [i, author] of DEMO_AUTHORS.entries()) {
    const bytes = await demoFile('doctor', `demo-author-${i}`, 'jpg');
    if (!bytes) throw new Error('the demo photo was not drawn');
    const path = await storage.tempFile();
    await writeFile(path, bytes);
    const upload = { path, size: bytes.length, type: 'jpg' as const, fields: {}, discard: () => rm(path, { force: true }) };
    try {
      await storeUpload(db, storage, upload, 'author', async (trx, image) => {
        const now = Date.now();
        const { id } = await trx
          .insertInto('authors')
          .values({
            is_doctor: author.isDoctor ? 1 : 0,
            first_name: author.firstName,
            patronymic_name: author.patronymicName,
            last_name: author.lastName,
            person_description: author.personDescription,
            link: '',
            position: author.position ?? '',
            description: author.description ?? '',
            seniority: author.seniority ?? '',
            degree: author.degree ?? '',
            clinic: author.clinic ?? '',
            photo_hash: image.hash,
            photo_file_type: image.fileType,
            created: now,
            updated: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const links = Object.entries(author.social ?? {}).map(([network, url]) => ({
          author_id: id,
          network: network as SocialNetwork,
          url,
        }));
        if (links.length) await trx.insertInto('author_social_links').values(links).execute();
      });
    } finally {
      await upload.discard();
    }
  }
}
