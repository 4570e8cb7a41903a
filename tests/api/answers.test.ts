// Real answers against the answer schemas their routes declare (schemas/answers): the schemas
// only document (nothing serialises through them), so this is what keeps them and the answers
// from drifting apart. Every documented JSON GET is called, and the main changes, as an ADMIN on a
// synchronised demo catalogue, on every dialect.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoAdvert } from '../../server/demo/advert';
import { loadDemoAuthors } from '../../server/demo/authors';
import { loadDemoLeads } from '../../server/demo/leads';
import { openStorage } from '../../server/services/files/openStorage';
import { catalogueApp } from '../support/catalogue';
import { Client } from '../support/client';
import { dialects } from '../support/testApp';
import { photo, upload } from '../support/uploads';
import { addUser } from '../support/users';

process.env.DEMO_CLINICS = '6';

const png = async () => ({ filename: 'a.png', contentType: 'image/png', content: await photo(400, 300).png().toBuffer() });
/** A form's values without the empty ones (what the browser leaves out). */
const formOf = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined)) as Record<string, string | string[]>;

describe.each(dialects())('answers on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let clinic: { id: number; hash: string };
  const ajv = addFormats(new Ajv({ strict: true, allowUnionTypes: true, allErrors: true }));
  const compiled = new Map<object, ValidateFunction>();
  const checked = new Set<string>();

  /** The answer matches the schema its route declares for its status; gives the answer. */
  function expectDeclared(route: string, res: LightMyRequestResponse) {
    const [method, url] = route.split(' ');
    const declared = t.app.routeTable.find((r) => r.method === method && r.url === url)?.schema?.response as Record<number, object>;
    const schema = declared?.[res.statusCode];
    expect(schema, `${route} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeDefined();
    const validate = compiled.get(schema) ?? ajv.compile(schema);
    compiled.set(schema, validate);
    const answer = res.json();
    expect(validate(answer) ? [] : validate.errors, route).toEqual([]);
    checked.add(route);
    return answer;
  }
  const get = async (route: string, url: string) => expectDeclared(`GET ${route}`, await t.admin.get(url));
  const post = async (route: string, url: string, body: Parameters<Client['post']>[1]) =>
    expectDeclared(`POST ${route}`, await t.admin.post(url, body));

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    clinic = await t.app.db.selectFrom('clinics').select(['id', 'hash']).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  it('access and password calls', async () => {
    const anonymous = new Client(t.app);
    expectDeclared('GET /api/csrf-token', await anonymous.get('/api/csrf-token'));
    expect(expectDeclared('GET /api/roles', await anonymous.get('/api/roles'))).toEqual({ roles: [], user: null });
    expectDeclared('GET /api/public-config', await anonymous.get('/api/public-config'));
    expectDeclared('GET /api/restorepassword', await anonymous.get('/api/restorepassword?hash=unknown'));
    expectDeclared('GET /api/confirmemail', await anonymous.get('/api/confirmemail?hash=unknown'));
    expectDeclared('POST /api/forgotpassword', await anonymous.post('/api/forgotpassword', { form: { email: 'nobody@test.local' } }));
    const signedIn = new Client(t.app);
    expect(expectDeclared('POST /login', await signedIn.login('admin@test.local', 'secret-123')).user).not.toBeNull();
    expectDeclared('POST /api/change-locale', await signedIn.post('/api/change-locale?lang=en'));
    expect(expectDeclared('GET /api/roles', await signedIn.get('/api/roles')).user.lang).toBe('en');
    expectDeclared('POST /api/logout', await signedIn.post('/api/logout'));
  });

  it('cities and hubs', async () => {
    const hub = await post('/api/admin/savehub', '/api/admin/savehub', {
      form: { slug: 'north', nameRU: 'Север', nameEN: 'North', seoRU: '', seoEN: '' },
    });
    const form = { slug: 'novgorod', nameRU: 'Новгород', nameEN: 'Novgorod', place: 'в Новгороде', region: '53', hubId: hub.id };
    const city = await post('/api/admin/city', '/api/admin/city', { form });
    await post('/api/admin/citypriority', '/api/admin/citypriority', { form: { cityId: city.id, priority: 2 } });
    await post('/api/admin/hubpriority', '/api/admin/hubpriority', { form: { hubId: hub.id, priority: 1 } });
    expect((await get('/api/admin/citieslist', '/api/admin/citieslist')).cities.length).toBeGreaterThan(1);
    await get('/api/admin/hubslist', '/api/admin/hubslist');
  });

  it('the clinics list and its actions', async () => {
    await get('/api/admin/allcategories', '/api/admin/allcategories');
    expect((await get('/api/admin/getclinicnames', `/api/admin/getclinicnames?query=${clinic.id}`)).length).toBe(1);
    for (const query of ['page=0&size=15', 'page=0&size=2&locals=RU&hideDeactive=true', 'page=9&size=15', 'q=%21%21%21&page=0&size=15']) {
      await get('/api/admin/clinicslist', `/api/admin/clinicslist?${query}`);
    }
    const page = await get('/api/admin/clinicslist', '/api/admin/clinicslist?page=0&size=15');
    expect(page.clinics.length).toBeGreaterThan(0);
    await get('/api/admin/getclinic', `/api/admin/getclinic?hash=${clinic.hash}`);
    await get('/api/admin/clinicname/:hash', `/api/admin/clinicname/${clinic.hash}`);
    await get('/api/admin/aux/:hash', `/api/admin/aux/${clinic.hash}?locals=RU`);
    await post('/api/admin/toggleclinic', '/api/admin/toggleclinic', { form: { hash: clinic.hash, locals: 'EN', visible: 'true' } });
    await post('/api/admin/toggledlead', '/api/admin/toggledlead', { json: { hash: clinic.hash, dLead: true } });
    const { agents } = await get('/api/admin/agentslist', '/api/admin/agentslist?page=0&size=15');
    await post('/api/admin/setsuperagent', '/api/admin/setsuperagent', { json: { hash: clinic.hash, agentId: agents[0].id } });
    await post('/api/admin/setsuperagent', '/api/admin/setsuperagent', { json: { hash: clinic.hash, agentId: null } });
    await get('/api/admin/getclinicpreviewhash/:hash', `/api/admin/getclinicpreviewhash/${clinic.hash}`);
  });

  it('the agents list and its actions', async () => {
    const { agents } = await get('/api/admin/agentslist', '/api/admin/agentslist');
    const [first, second] = agents;
    await post('/api/admin/setmainagent', '/api/admin/setmainagent', { json: { id: first.id, uuid: first.hash } });
    await post('/api/admin/sendclinics', '/api/admin/sendclinics', { json: { fromA: first.id, toA: second.id } });
    await post('/api/admin/sync/:step', '/api/admin/sync/agents', {});
  });

  it('the profile steps', async () => {
    for (const locals of ['RU', 'EN']) {
      const base = await get('/api/admin/base/:hash', `/api/admin/base/${clinic.hash}?locals=${locals}`);
      const additional = await get('/api/admin/additional/:hash', `/api/admin/additional/${clinic.hash}?locals=${locals}`);
      if (locals === 'RU') {
        const baseForm = formOf({ ...base.base, videoLinks: base.videoLinks, city: base.base.city || 'Москва' });
        await post('/api/admin/base/:hash', `/api/admin/base/${clinic.hash}`, { form: baseForm });
        await post('/api/admin/additional/:hash', `/api/admin/additional/${clinic.hash}`, { form: formOf(additional.additional) });
      }
    }
    await post('/api/admin/approve/:hash', `/api/admin/approve/${clinic.hash}`, { form: { locals: 'ALL', menu: '1' } });
    expect((await get('/api/admin/zimezones', '/api/admin/zimezones?country=RUSSIA')).length).toBe(11);
    expect(await get('/api/admin/zimezones', '/api/admin/zimezones?country=France')).toEqual([]);
  });

  it('the offer, promotions and OMS steps', async () => {
    const { offer } = await get('/api/admin/offer/:hash', `/api/admin/offer/${clinic.hash}?locals=EN`);
    await post('/api/admin/offer/:hash', `/api/admin/offer/${clinic.hash}`, { form: formOf({ ...offer, responseRate: 48 }) });
    const { promotions } = await get('/api/admin/promotions/:hash', `/api/admin/promotions/${clinic.hash}?locals=RU`);
    await post('/api/admin/promotions/:hash', `/api/admin/promotions/${clinic.hash}`, { form: formOf(promotions) });
    expect((await get('/api/admin/oms/:hash', `/api/admin/oms/${clinic.hash}`)).count).toEqual(expect.any(Number));
  });

  it('pictures and the logo', async () => {
    const uploaded = expectDeclared(
      'POST /api/admin/image/upload',
      await upload(t.admin, '/api/admin/image/upload', { hash: clinic.hash, agentHash: '', doctorHash: '' }, await png()),
    );
    const ref = { hash: clinic.hash, doctorHash: '', id: String(uploaded.image.id) };
    await get('/api/admin/pictures/:hash', `/api/admin/pictures/${clinic.hash}`);
    await post('/api/admin/toggleimage', '/api/admin/toggleimage', { form: { ...ref, visible: 'false' } });
    await post('/api/admin/image/alt', '/api/admin/image/alt', { form: { ...ref, RU: 'Холл', EN: 'Hall' } });
    await post('/api/admin/image/main', '/api/admin/image/main', { form: ref });
    await post('/api/admin/image/delete', '/api/admin/image/delete', { form: ref });
    await get('/api/admin/cliniclogo/:hash', `/api/admin/cliniclogo/${clinic.hash}`);
    const route = 'POST /api/admin/cliniclogo/upload/:hash';
    const logo = expectDeclared(route, await upload(t.admin, `/api/admin/cliniclogo/upload/${clinic.hash}`, {}, await png()));
    expect(logo.lLogo).not.toBeNull();
    await post('/api/admin/cliniclogo/delete', '/api/admin/cliniclogo/delete', { json: { hash: clinic.hash } });
  });

  it('documents', async () => {
    const pdf = { filename: 'Лицензия.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') };
    const route = 'POST /api/admin/freefile/upload';
    const { file } = expectDeclared(route, await upload(t.admin, '/api/admin/freefile/upload', { hash: clinic.hash }, pdf));
    await get('/api/admin/clinicfreefiles/:hash', `/api/admin/clinicfreefiles/${clinic.hash}`);
    await post('/api/admin/togglefreefile', '/api/admin/togglefreefile', { form: { hash: clinic.hash, id: file.id, visible: 'false' } });
    await post('/api/admin/freefile/delete', '/api/admin/freefile/delete', { json: { hash: file.hash } });
  });

  it('specialties, services and their categories', async () => {
    const [category] = await get('/api/admin/activespecialties', '/api/admin/activespecialties');
    const [serviceCategory] = await get('/api/admin/activeservices', '/api/admin/activeservices');
    const selected = await get('/api/admin/selectedspecialties', `/api/admin/selectedspecialties?hash=${clinic.hash}`);
    await get('/api/admin/selectedservices', `/api/admin/selectedservices?hash=${clinic.hash}`);
    const [sid, serviceId, cid] = [category.specialtySet[0].id, serviceCategory.serviceSet[0].id, category.id];
    const specialty = await get('/api/admin/specialty/:hash', `/api/admin/specialty/${clinic.hash}?locals=RU&sid=${sid}`);
    const service = await get('/api/admin/service/:hash', `/api/admin/service/${clinic.hash}?locals=EN&sid=${serviceId}`);
    const texts = await get('/api/admin/category/:hash', `/api/admin/category/${clinic.hash}?locals=RU&cid=${cid}`);
    await post('/api/admin/specialty/:hash', `/api/admin/specialty/${clinic.hash}`, { form: formOf(specialty) });
    await post('/api/admin/service/:hash', `/api/admin/service/${clinic.hash}`, { form: formOf(service) });
    await post('/api/admin/category/:hash', `/api/admin/category/${clinic.hash}`, { form: formOf(texts) });
    await post('/api/admin/specialtyprice/:hash', `/api/admin/specialtyprice/${clinic.hash}`, {
      form: { sid, price: '100', priceEnd: '' },
    });
    await post('/api/admin/serviceprice/:hash', `/api/admin/serviceprice/${clinic.hash}`, { form: { sid: serviceId, price: '5' } });
    await post('/api/admin/serviceselected/:hash', `/api/admin/serviceselected/${clinic.hash}`, {
      form: { sid: serviceId, selected: 'true' },
    });
    const flag = { clinicHash: clinic.hash, specialtyCategoryId: cid };
    await post('/api/admin/updateselectedspecialtiesOMS', '/api/admin/updateselectedspecialtiesOMS', { form: { ...flag, isOms: 'true' } });
    const children = { form: { ...flag, isChildren: 'false' } };
    await post('/api/admin/updateselectedspecialtiesChildren', '/api/admin/updateselectedspecialtiesChildren', children);
    const description = { form: { clinicHash: clinic.hash, category: 'children', description: selected.childrenDescription } };
    await post('/api/admin/updateOmsChildrenDescription', '/api/admin/updateOmsChildrenDescription', description);
  });

  it('rubrics (a plain resource: answers derived from its declaration)', async () => {
    await post('/api/admin/rubric', '/api/admin/rubric', { form: { name: 'Онкология', slug: '/oncology' } });
    expect((await get('/api/rubrics', '/api/rubrics')).rubrics).toHaveLength(1);
  });

  it('the search everywhere (issue 27): a clinic found by its id', async () => {
    const { groups } = await get('/api/search', `/api/search?q=${clinic.id}&limit=5`);
    expect(groups.find((group: { resource: string }) => group.resource === 'clinics')?.items[0]?.id).toBe(clinic.id);
  });

  it('saved views (issue 27 point 4): one saved, then listed', async () => {
    const state = { filter: { hideDeactive: 'false' }, sort: 'id', order: 'DESC', columns: ['id'] };
    await post('/api/views', '/api/views?resource=clinics', { json: { name: 'Все клиники', state } });
    expect((await get('/api/views', '/api/views?resource=clinics')).views).toHaveLength(1);
  });

  it('the history', async () => {
    expect((await get('/api/admin/history', '/api/admin/history?page=0&size=50')).items.length).toBeGreaterThan(5);
    await get('/api/admin/history/facets', '/api/admin/history/facets');
    // The base step's save above is a version of the clinic to compare with now and restore.
    const edits = `/api/admin/history?entity=clinics&entityId=${clinic.id}&action=update`;
    const [row] = (await get('/api/admin/history', edits)).items;
    const { version } = await get('/api/history/:id/version', `/api/history/${row.id}/version`);
    const restore = { json: {}, headers: { 'if-match': `"${version}"` } };
    await post('/api/history/:id/restore', `/api/history/${row.id}/restore`, restore);
    const own = await get('/api/history/record', `/api/history/record?entity=clinics&entityId=${clinic.id}`);
    expect(own.items.length).toBeGreaterThan(1);
  });

  it('the completeness view', async () => {
    expect((await get('/api/admin/completeness', '/api/admin/completeness')).sections.length).toBe(13);
  });

  it('clinic doctors', async () => {
    const { doctors } = await get('/api/admin/doctors/:hash', `/api/admin/doctors/${clinic.hash}`);
    const doctor = doctors[0].hash;
    await get('/api/admin/doctors/aux/:doctorHash', `/api/admin/doctors/aux/${doctor}?locals=RU`);
    await get('/api/admin/doctor/base/:hash', `/api/admin/doctor/base/${doctor}?locals=EN`);
    await get('/api/admin/doctor/description/:hash', `/api/admin/doctor/description/${doctor}?locals=RU`);
    await get('/api/admin/doctorselectedspecialties', `/api/admin/doctorselectedspecialties?hash=${doctor}`);
    await get('/api/admin/getdoctorpreviewhash/:hash', `/api/admin/getdoctorpreviewhash/${doctor}`);
    const form = { locals: 'RU', name: 'Иванов Иван', shortDescription: 'Терапевт', specialty: 'Терапия', experience: '2001' };
    await post('/api/admin/doctor/base/:hash', `/api/admin/doctor/base/${doctor}`, { form });
    const description = { form: { locals: 'RU', description: '<p>Принимает взрослых пациентов</p>' } };
    await post('/api/admin/doctor/description/:hash', `/api/admin/doctor/description/${doctor}`, description);
    await post('/api/admin/dapprove/:hash', `/api/admin/dapprove/${doctor}`, { form: { locals: 'ALL', menu: '2' } });
    const toggle = { form: { locals: 'EN', visible: 'false', doctorid: doctors[0].id } };
    await post('/api/admin/toggleclinicdoctor', '/api/admin/toggleclinicdoctor', toggle);
    expectDeclared(
      'POST /api/admin/doctoravatar/upload/:hash',
      await upload(t.admin, `/api/admin/doctoravatar/upload/${doctor}`, {}, await png()),
    );
    await post('/api/admin/doctorimage/alt', '/api/admin/doctorimage/alt', { json: { hash: doctor, RU: 'Фото', EN: '' } });
    await post('/api/admin/doctoravatar/delete', '/api/admin/doctoravatar/delete', { json: { hash: doctor } });
  });

  it('patient reviews', async () => {
    await get('/api/admin/reviews/:hash', `/api/admin/reviews/${clinic.hash}?isPatient=true`);
  });

  it('the media library and the articles list', async () => {
    const route = 'POST /api/admin/mediafile/upload';
    const { file } = expectDeclared(route, await upload(t.admin, '/api/admin/mediafile/upload', {}, await png()));
    await get('/api/admin/mediafile/list', '/api/admin/mediafile/list?page=0&size=50');
    await post('/api/admin/mediafile/alt', '/api/admin/mediafile/alt', { form: { imgId: file.id, alt: 'Холл' } });
    const now = Date.now();
    const article = {
      typ: 'ARTICLE',
      lang: 'RU',
      name: 'Статья',
      slug: 'answers-article',
      published_dt: now,
      media_id: file.id,
      created: now,
      updated: now,
    };
    await t.app.db.insertInto('articles').values(article).execute();
    expect((await get('/api/admin/articles/list', `/api/admin/articles/list?mediaId=${file.id}`)).total).toBe(1);
    await t.app.db.deleteFrom('articles').where('slug', '=', article.slug).execute();
    await post('/api/admin/mediafile/delete', '/api/admin/mediafile/delete', { form: { mediaFileId: file.id } });
    const base64 = (await png()).content.toString('base64');
    await post('/images/mediafile', '/images/mediafile', { json: { fileName: 'pasted.png', base64 } });
  });

  it('authors', async () => {
    await loadDemoAuthors(t.app.db, openStorage(t.config));
    const { authors } = await get('/api/admin/author/all', '/api/admin/author/all');
    await get('/api/admin/author/:id', `/api/admin/author/${authors[0].id}`);
  });

  it('advertising', async () => {
    await loadDemoAdvert(t.app.db, openStorage(t.config));
    const { advertisers } = await get('/api/admin/advertisers', '/api/admin/advertisers');
    const { promos } = await get('/api/admin/advertiser/:id/promos', `/api/admin/advertiser/${advertisers[0].id}/promos`);
    await get('/api/admin/promo/all', '/api/admin/promo/all');
    const { banners } = await get('/api/admin/promo/:id', `/api/admin/promo/${promos[0].id}`);
    await get('/api/admin/promo/banner/:id', `/api/admin/promo/banner/${banners[0].id}`);
  });

  it('SEO pages', async () => {
    const category = await t.app.db
      .selectFrom('category_specialties')
      .select(['category_id', 'specialty_id'])
      .orderBy('category_id')
      .executeTakeFirstOrThrow();
    const place = { cid: category.category_id, sid: category.specialty_id, ct: null };
    const saved = await post('/api/admin/seopage', '/api/admin/seopage', {
      json: { ...place, locals: 'RU', title: 'Страница', slug2: 'answers', visible: true },
    });
    await get('/api/admin/seopage', `/api/admin/seopage?cid=${place.cid}&sid=${place.sid}&ct=&locals=RU`);
    await get('/api/admin/getseopages', '/api/admin/getseopages?locals=RU&cityId=');
    await post('/api/admin/seopage/savemain', '/api/admin/seopage/savemain', { json: { id: saved.id, locals: 'RU', v: true } });
    const name = await t.app.db.selectFrom('specialty_l10n').select('name').where('lang', '=', 'RU').executeTakeFirstOrThrow();
    const { diseases } = await get(
      '/api/admin/seopages/diseases',
      `/api/admin/seopages/diseases?query=${encodeURIComponent(name.name.slice(0, 4))}`,
    );
    expect(diseases.length).toBeGreaterThan(0);
  });

  it('the video library and its pickers', async () => {
    const { videoId } = (await t.admin.post('/api/admin/video', { form: { title: 'Видео', url: 'https://youtu.be/dQw4w9WgXcQ' } })).json();
    expect((await get('/api/admin/video/all', '/api/admin/video/all')).videoIds[videoId]).toHaveLength(1);
    await get('/api/doctors', '/api/doctors?locale=RU&page=0&size=10000');
    await get('/api/articles/', '/api/articles/?t=article&locale=ru&size=500');
    const slug = (await t.app.db.selectFrom('clinics').select('slug').executeTakeFirstOrThrow()).slug;
    await get('/api/clinics/:slug', `/api/clinics/${slug}?locale=RU`);
  });

  it('users (issue 15)', async () => {
    const { hash } = await post('/api/admin/newuser', '/api/admin/newuser', {
      form: { name: 'Answer Person', email: 'answers.person@test.local', roles: ['MANAGER', 'REDACTOR'] },
    });
    await get('/api/admin/userslist', '/api/admin/userslist');
    await get('/api/admin/newuser', '/api/admin/newuser?userId=1');
    await get('/api/admin/user', `/api/admin/user?hash=${hash}`);
    await post('/api/admin/user', '/api/admin/user', { form: { hash, name: 'Answer Person', timeZone: 'Europe/Moscow' } });
    await post('/api/admin/useradmin', '/api/admin/useradmin', { form: { hash, roles: 'MANAGER' } });
    await post('/api/admin/changeemail', '/api/admin/changeemail', { form: { hash, email: 'answers.moved@test.local' } });
    await post('/api/admin/restorepassword', '/api/admin/restorepassword', { form: { hash } });
    await post('/api/admin/blockuser', '/api/admin/blockuser', { form: { hash } });
    await post('/api/admin/unblockuser', '/api/admin/unblockuser', { form: { hash } });
    expectDeclared('POST /api/admin/avatar/upload/:hash', await upload(t.admin, `/api/admin/avatar/upload/${hash}`, {}, await png()));
    await post('/api/admin/avatar/delete', '/api/admin/avatar/delete', { form: { hash } });
  });

  it('the article and tag editors', async () => {
    const { file } = (await upload(t.admin, '/api/admin/mediafile/upload', {}, await png())).json();
    const now = Date.now();
    const row = (typ: string, slug: string) => ({
      typ,
      lang: 'RU',
      name: 'Статья для ответов',
      slug,
      published_dt: now,
      media_id: file.id,
      created: now,
      updated: now,
    });
    const ids = await Promise.all(
      [row('ARTICLE', 'answers-editor-article'), row('TAG', 'answers-editor-tag')].map(async (values) =>
        Number((await t.app.db.insertInto('articles').values(values).returning('id').executeTakeFirstOrThrow()).id),
      ),
    );
    await get('/api/admin/article/get', `/api/admin/article/get?id=${ids[0]}`);
    await get('/api/admin/tag/:id', `/api/admin/tag/${ids[1]}`);
    await get('/api/admin/tags', '/api/admin/tags?page=0&size=15');
    await get('/api/admin/searchArticles', `/api/admin/searchArticles?query=${ids[0]}&type=ARTICLE`);
    await get('/api/admin/article/preview/:id', `/api/admin/article/preview/${ids[0]}`);
    await t.app.db.deleteFrom('articles').where('id', 'in', ids).execute();
  });

  it('leads (issue 16), on the demo leads', async () => {
    await loadDemoLeads(t.app.db);
    await addUser(t.app, 'manager@test.local', ['MANAGER']);
    const manager = new Client(t.app);
    await manager.login('manager@test.local', 'secret-123');
    const page = expectDeclared('GET /api/manager/leads', await manager.get('/api/manager/leads?page=0&size=50&state=UNDERWAY'));
    expect(page.leads.length).toBeGreaterThan(0);
    expect(page.clinics.length).toBeGreaterThan(0);
    expectDeclared('GET /api/manager/objects', await manager.get('/api/manager/objects'));
    const [lead] = (await manager.get('/api/manager/leads?state=NEW&size=1')).json().leads;
    expectDeclared('POST /api/manager/lead/:id/:move', await manager.post(`/api/manager/lead/${lead.id}/take`));
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/public/lead',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Анна', phone: '+7 900 1234567' }),
    });
    expectDeclared('POST /api/public/lead', portal);
    // The menu counters (issue 16 point 3): a manager's, with the NEW leads.
    expect(expectDeclared('GET /api/counters', await manager.get('/api/counters')).leads).toBeGreaterThan(0);
  });

  it('has checked every GET whose route documents a JSON answer', () => {
    const documented = t.app.routeTable
      .filter((route) => route.method === 'GET')
      .filter((route) => {
        const ok = (route.schema?.response as Record<number, { content?: object }> | undefined)?.[200];
        return ok !== undefined && ok.content === undefined;
      })
      .map((route) => `GET ${route.url}`);
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((route) => !checked.has(route))).toEqual([]);
  });
});
