// Every sample payload through the browser's resolver AND the real server route, sent as the UI
// sends it (multipart text fields, or JSON for a JSON call, in English): the same fields must fail, with the same first
// message. Business outcomes that need real data (an existing hub, a live link) are set up so
// that only validation decides.
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/interpolate';
import { type SchemaName, schemaRegistry } from '../../schemas/registry';
import { schemaResolver } from '../../schemas/resolver';
import type { Db } from '../../server/db/kysely';
import { loadGeneratedResources } from '../../server/engine/declarations';
import { issueToken } from '../../server/repositories/authTokens';
import { saveHub } from '../../server/repositories/hubs';
import { insertMediaFile } from '../../server/repositories/mediaFiles';
import { type FixtureCase, loadFixtures } from '../fixtures/loadFixtures';
import { addAuthor } from '../support/authors';
import { Client } from '../support/client';
import { addClinic, ensureCities } from '../support/clinicRows';
import { addAgent, addDoctor } from '../support/peopleRows';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

/** The clinic whose profile the clinicBase, clinicAdditional and pictureAlt cases edit (their
 * fixtures name this hash, picture 1 and cities 1-3). */
const CLINIC_HASH = 'f17e0000-0000-4000-8000-000000000001';
/** The doctor whose edit modal the doctorBase, doctorDescription and doctorAvatarAlt cases save. */
const DOCTOR_HASH = 'd0c70000-0000-4000-8000-000000000001';

/** `json`: the UI sends this form's values as JSON (a call whose encoding is 'json'). */
type Route = { url: string; errorKey: 'error' | 'errors' | 'root'; method?: 'POST' | 'PUT'; json?: true };

/** The plain resources' create calls, from their declarations: their fixtures need no line here. */
const declaredRoutes: Record<SchemaName, Route> = Object.fromEntries(
  (await loadGeneratedResources()).flatMap(({ schema, config }) => {
    const name = Object.keys(schemaRegistry).find((key) => JSON.stringify(schemaRegistry[key]) === JSON.stringify(schema));
    return name && config.api.create ? [[name, { url: config.api.create.path, errorKey: config.api.create.errorsAt ?? 'error' }]] : [];
  }),
);

const ROUTES: Record<SchemaName, Route> = {
  ...declaredRoutes,
  city: { url: '/api/admin/city', errorKey: 'error' },
  hub: { url: '/api/admin/savehub', errorKey: 'error' },
  login: { url: '/login', errorKey: 'errors' },
  setPassword: { url: '/api/restorepassword', errorKey: 'errors' },
  forgotPassword: { url: '/api/forgotpassword', errorKey: 'errors' },
  clinicBase: { url: `/api/admin/base/${CLINIC_HASH}`, errorKey: 'error' },
  clinicAdditional: { url: `/api/admin/additional/${CLINIC_HASH}`, errorKey: 'error' },
  pictureAlt: { url: '/api/admin/image/alt', errorKey: 'error' },
  clinicOffer: { url: `/api/admin/offer/${CLINIC_HASH}`, errorKey: 'root' },
  clinicPromotions: { url: `/api/admin/promotions/${CLINIC_HASH}`, errorKey: 'root' },
  // The catalogue steps' forms: the fixture clinic has no catalogue, so a valid case meets an
  // unknown specialty or category (404) after the schema, whose verdict is what is compared.
  catalogueItemPrice: { url: `/api/admin/specialtyprice/${CLINIC_HASH}`, errorKey: 'error' },
  specialtyDescription: { url: `/api/admin/specialty/${CLINIC_HASH}`, errorKey: 'error' },
  serviceDescription: { url: `/api/admin/service/${CLINIC_HASH}`, errorKey: 'error' },
  categoryDescription: { url: `/api/admin/category/${CLINIC_HASH}`, errorKey: 'root' },
  omsChildrenDescription: { url: '/api/admin/updateOmsChildrenDescription', errorKey: 'error' },
  doctorBase: { url: `/api/admin/doctor/base/${DOCTOR_HASH}`, errorKey: 'error' },
  doctorDescription: { url: `/api/admin/doctor/description/${DOCTOR_HASH}`, errorKey: 'error' },
  doctorAvatarAlt: { url: '/api/admin/doctorimage/alt', errorKey: 'error' },
  // A new review saves; an edit meets an unknown review (404) after the schema.
  review: { url: `/api/admin/review/${CLINIC_HASH}`, errorKey: 'root' },
  mediaFileAlt: { url: '/api/admin/mediafile/alt', errorKey: 'error' },
  video: { url: '/api/admin/video', errorKey: 'error' },
  // Advertising: a valid holder saves; a valid promo or banner case meets no advertiser or
  // banner 1 after the schema (a field error on advertiserId, a 404), not compared.
  advertiser: { url: '/api/admin/advertiser', errorKey: 'error' },
  promo: { url: '/api/admin/promo', errorKey: 'error' },
  // A holder's promo form posts to the same route (its rules are the promo's, fewer fields); its
  // valid case names holder 1, which the advertiser's valid case (run before it) has saved.
  holderPromo: { url: '/api/admin/promo', errorKey: 'error' },
  banner: { url: '/api/admin/promo/banner/999', errorKey: 'error', method: 'PUT' },
  // Users: a valid case meets an unknown hash (404) after the schema, not compared; a new
  // employee saves.
  newUser: { url: '/api/admin/newuser', errorKey: 'error' },
  userBase: { url: '/api/admin/user', errorKey: 'error' },
  userRoles: { url: '/api/admin/useradmin', errorKey: 'error' },
  changeEmail: { url: '/api/admin/changeemail', errorKey: 'error' },
  article: { url: '/api/admin/article/save', errorKey: 'errors' },
  tag: { url: '/api/admin/tag', errorKey: 'errors' },
  // A clinic's superagent and an agent's transfer: a valid case meets an unknown clinic or agent
  // (404, or a field error on the agent named) after the schema.
  superAgent: { url: '/api/admin/setsuperagent', errorKey: 'error', json: true },
  clinicsTransfer: { url: '/api/admin/sendclinics', errorKey: 'error', json: true },
  // The portal's lead form, as an HTML form would post it (4 cases: under its per-address limit).
  publicLead: { url: '/api/public/lead', errorKey: 'error' },
};

/** Checked field by field in their own API tests: the authors' route takes a JSON part beside a
 * photo (tests/api/authors.test.ts), and the SEO page's checks that its direction, disease, city
 * and image exist, which this database has none of (tests/api/seoPages.test.ts). */
const OWN_TESTS = new Set<SchemaName>(['author', 'authorDoctor', 'authorDoctorNew', 'seoPage']);

const SAVING = new Set<SchemaName>([
  'clinicBase',
  'clinicAdditional',
  'pictureAlt',
  'clinicOffer',
  'clinicPromotions',
  'doctorBase',
  'doctorDescription',
  'doctorAvatarAlt',
  'mediaFileAlt',
]);

const english = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false };

/** As the UI's FormData: absent and null values are not sent, lists repeat the field. */
function asForm(data: unknown): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    form[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return form;
}

/** react-hook-form's errors as dotted path -> message (a list item's error is `videoLinks.0`). */
function flatten(errors: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null) continue;
    if ('type' in value && 'message' in value) flat[`${prefix}${name}`] = String(value.message);
    else Object.assign(flat, flatten(value, `${prefix}${name}.`));
  }
  return flat;
}

async function browserVerdict(fixture: FixtureCase): Promise<Record<string, string>> {
  const result = await schemaResolver(schemaRegistry[fixture.schema], english)(fixture.data as FieldValues, undefined, options);
  return flatten(result.errors);
}

/** The rows the article and tag fixtures pick: media files 3 and 12, categories 3 and 4,
 * specialty 12 and doctor author 3 (hubs 1-5 are added for the hub cases). */
async function addArticleReferences(db: Db, now: number) {
  const times = { created: now, updated: now };
  for (const id of [3, 12])
    await db
      .insertInto('media_files')
      .values({
        id,
        hash: `a1c7e000-0000-4000-8000-${String(100_000_000_000 + id)}`,
        file_type: 'jpg',
        size: 2048,
        xsize: 30,
        ysize: 20,
        alt: '',
        ...times,
      })
      .execute();
  for (const id of [3, 4])
    await db
      .insertInto('categories')
      .values({ id, kind: 'SPECIALTY', orig_id: 9300 + id, active: 1, medical: 1, position: 0, ...times })
      .execute();
  await db
    .insertInto('specialties')
    .values({ id: 12, orig_id: 9312, active: 1, procedure: 0, important: 0, ...times })
    .execute();
  await addAuthor(db, { id: 3, isDoctor: true, lastName: 'Врачева' });
}

describe.each(dialects())('fixtures through the server routes on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    // Links go to another account: setting a password ends its owner's sessions.
    userId = (await addUser(t.app, 'linked@test.local', ['REDACTOR'])).id;
    // Hubs 1-5 exist, so a hub id passes the route's existence check whenever the schema passes.
    await t.app.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= 5; i++)
        await saveHub(trx, undefined, { slug: `hub-${i}`, name: { RU: `Хаб ${i}`, EN: `Hub ${i}` }, seo: { RU: '', EN: '' } });
    });
    // The clinic of the profile cases, with picture 1 (its alt texts).
    const clinicId = await addClinic(t.app.db, { hash: CLINIC_HASH, slug: 'fixture-clinic' });
    const now = Date.now();
    await t.app.db
      .insertInto('pictures')
      .values({
        id: 1,
        clinic_id: clinicId,
        doctor_id: null,
        agent_id: null,
        orig_id: null,
        hash: 'a1c7e000-0000-4000-8000-000000000001',
        file_type: 'jpg',
        size: 2048,
        width: 10,
        height: 10,
        main_img: 1,
        visible: 1,
        deleted: 0,
        position: 1,
        created: now,
        updated: now,
      })
      .execute();
    await addDoctor(t.app.db, { slug: 'fixture-doctor', hash: DOCTOR_HASH });
    // The media file of the mediaFileAlt cases (imgId 1, the first id of a fresh table).
    await insertMediaFile(
      t.app.db,
      { hash: 'a1c7e000-0000-4000-8000-000000000007', fileType: 'jpg', size: 2048, width: 30, height: 20 },
      now,
    );
    await addArticleReferences(t.app.db, now);
    // Agents 1 and 2, the transfer's valid case's (the first ids of a fresh table).
    for (const n of [1, 2]) await addAgent(t.app.db, `a9e70000-0000-4000-8000-00000000000${n}`, { RU: `Агент ${n}`, EN: `Agent ${n}` });
    admin = new Client(t.app);
    await admin.login('admin@test.local', PASSWORD);
    await admin.post('/api/change-locale?lang=en');
  });
  afterAll(() => t.close());

  it.each(loadFixtures().filter((fixture) => !OWN_TESTS.has(fixture.schema)))(
    '$schema $name: same verdict as the browser',
    async (fixture) => {
      const route = ROUTES[fixture.schema];
      const form = asForm(fixture.data);
      if (fixture.schema === 'setPassword' && fixture.fields.length === 0) form.hash = await issueToken(t.app.db, userId, 'restore');
      if (fixture.schema === 'city')
        await t.app.db
          .deleteFrom('city_l10n')
          .execute()
          .then(() => t.app.db.deleteFrom('cities').execute());
      if (fixture.schema === 'hub') await t.app.db.deleteFrom('hubs').where('slug', 'not like', 'hub-%').execute();
      // The city cases empty the cities table; the base form's choices must exist again.
      if (fixture.schema === 'clinicBase') await ensureCities(t.app.db, t.app.dialect, [1, 2, 3], 1);
      const res = await admin.send(route.method ?? 'POST', route.url, route.json ? { json: fixture.data } : { form });
      // The profile cases are set up to save: a valid one that answers 404 or 500 is a failure.
      if (fixture.fields.length === 0 && SAVING.has(fixture.schema)) expect(res.statusCode, res.body).toBe(200);
      const answer = res.statusCode === 400 ? res.json() : {};
      const errors: Record<string, string[]> = (route.errorKey === 'root' ? answer : answer[route.errorKey]) ?? {};
      const server = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
      expect(Object.keys(server).sort()).toEqual(fixture.fields);
      expect(server).toEqual(await browserVerdict(fixture));
    },
  );
});
