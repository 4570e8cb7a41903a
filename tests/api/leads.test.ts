// Leads (issue 16 points 1, 2 and 5): the manager's pages and filters, the state moves and their
// refusals, version conflicts, the history (moves and reads), no-store, the portal's POST
// (validation, CORS, rate limit; only a clinic and doctor the portal shows, issue 22 point 3) and
// the retention purge, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_TEXTS } from '../../server/repositories/doctors';
import { cliInProcess } from '../support/cli';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { addLeads } from '../support/leads';
import { addAgent, addDoctor } from '../support/peopleRows';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

const PORTAL = 'https://portal.test';
const DAY = 86_400_000;

describe.each(dialects())('leads on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let manager: Client;
  const ref = { clinic: 0, otherClinic: 0, doctor: 0, agent: 0 };
  /** A distinct address per test, so that the per-address limit of one never meets another's. */
  let address = 0;
  const nextAddress = () => `10.0.0.${++address}`;

  const portalPost = (body: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/lead',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  const list = (query: string) => manager.get(`/api/manager/leads?${query}`);
  const move = (id: number, name: string, version?: number) =>
    manager.post(`/api/manager/lead/${id}/${name}`, version === undefined ? {} : { headers: { 'if-match': String(version) } });
  const stateOf = async (id: number) =>
    (await t.app.db.selectFrom('leads').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
  const history = (id: number, action: string) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['user_email', 'changes'])
      .where('entity', '=', 'leads')
      .where('entity_id', '=', String(id))
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  /** Links `doctorId` to `clinicId`, hired (published) unless told otherwise. */
  const hire = (clinicId: number, doctorId: number, published = 1) =>
    t.app.db.insertInto('clinic_doctors').values({ clinic_id: clinicId, doctor_id: doctorId, published, position: 0 }).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, { publicPortalUrl: PORTAL });
    await addRoleAccounts(t.app);
    manager = new Client(t.app);
    expect((await manager.login(ACCOUNTS.MANAGER, PASSWORD)).statusCode).toBe(200);
    ref.clinic = await addClinic(t.app.db, { hash: 'c1', slug: 'lead-clinic', names: { RU: 'Клиника заявок', EN: 'Lead clinic' } });
    ref.otherClinic = await addClinic(t.app.db, { hash: 'c2', slug: 'other-clinic', names: { RU: 'Другая клиника', EN: 'Other clinic' } });
    ref.doctor = await addDoctor(t.app.db, { slug: 'lead-doctor', names: { RU: 'Доктор Айболит', EN: 'Doctor Aibolit' } });
    // A lead names a doctor only at a clinic that has hired them (issue 22 point 3).
    await hire(ref.clinic, ref.doctor);
    ref.agent = await addAgent(t.app.db, 'a1', { RU: 'Агент Смит', EN: 'Agent Smith' });
  });
  afterAll(() => t.close());

  it('takes a lead from the portal: NEW, its id answered, recorded without the personal data', async () => {
    const body = { name: 'Иван Петров', phone: '+7 999 123-45-67', email: 'ivan@test.local', gender: 'MALE', age: 35, region: 77 };
    const res = await portalPost({ ...body, clinicId: ref.clinic, doctorId: ref.doctor, oms: true, diagnosis: 'Артроз' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { id } = res.json();
    const row = await t.app.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'NEW', name: 'Иван Петров', gender: 'MALE', age: 35, oms: 1, link: 0 });
    const [created] = await history(id, 'create');
    expect(created.user_email).toBeNull();
    expect(Object.keys(JSON.parse(String(created.changes)))).toEqual(expect.arrayContaining(['state', 'clinicId', 'doctorId', 'oms']));
    expect(String(created.changes)).not.toMatch(/Иван|999|ivan|Артроз/);
    // The form's fields as text, as an HTML form would send them.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/public/lead',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(form.statusCode).toBe(415);
  });

  it('refuses a wrong lead field by field, in the caller’s language, and stores nothing', async () => {
    const before = await t.app.db.selectFrom('leads').select('id').execute();
    const bad = { name: 'И', phone: 'звоните', email: 'nope', gender: 'M', age: 130, clinicId: 0, region: 20 };
    const ru = await portalPost(bad);
    expect(ru.statusCode).toBe(400);
    expect(ru.json().error).toEqual({
      name: ['Минимальная длина — 2'],
      phone: ['Используйте только цифры, скобки и символы + и -'],
      email: ['Укажите адрес в формате name@domain.com'],
      gender: ['Недопустимое значение'],
      age: ['Возраст — целое число от 0 до 120'],
      clinicId: ['Недопустимое значение'],
      region: ['Недопустимое значение'],
    });
    const en = await portalPost({ phone: '' }, { 'accept-language': 'en-GB,en' });
    expect(en.json().error).toMatchObject({ name: ['Min length is 2'], phone: [expect.any(String)] });
    const unknown = await portalPost({ name: 'Анна', phone: '+7 900 1234567', doctorId: 999999 });
    expect(unknown.json().error).toEqual({ doctorId: ['Недопустимое значение'] });
    expect(await t.app.db.selectFrom('leads').select('id').execute()).toEqual(before);
  });

  it('takes only a clinic and a doctor the portal shows, the doctor at the lead’s clinic', async () => {
    const db = t.app.db;
    const patient = { name: 'Анна', phone: '+7 900 1234567' };
    const clinic = (slug: string, names: { RU?: string; EN?: string }) => addClinic(db, { hash: slug, slug, names });
    const disabled = await clinic('lead-disabled', { RU: 'Отключённая клиника' });
    await db.updateTable('clinics').set({ state: 'DISABLED' }).where('id', '=', disabled).execute();
    const hidden = await clinic('lead-hidden', { RU: 'Скрытая клиника', EN: 'Hidden clinic' });
    await db.updateTable('clinic_l10n').set({ visible: 0 }).where('clinic_id', '=', hidden).execute();
    const englishOnly = await clinic('lead-english-only', { RU: 'Клиника для иностранцев', EN: 'Clinic for foreigners' });
    await db.updateTable('clinic_l10n').set({ visible: 0 }).where('clinic_id', '=', englishOnly).where('lang', '=', 'RU').execute();
    const names = (name: string) => ({ RU: `Доктор ${name}`, EN: `Doctor ${name}` });
    const doctor = (slug: string) => addDoctor(db, { slug, names: names(slug) });
    const [otherClinics, ofHidden, unhired, retired, unseen, localSeen] = await Promise.all(
      ['lead-other', 'lead-of-hidden', 'lead-unhired', 'lead-retired', 'lead-unseen', 'lead-local-seen'].map(doctor),
    );
    await hire(ref.otherClinic, otherClinics);
    await hire(hidden, ofHidden);
    await hire(ref.clinic, unhired, 0);
    await hire(ref.clinic, retired);
    await db.updateTable('doctors').set({ active: 0 }).where('id', '=', retired).execute();
    // Staff's local row wins over the catalogue's, both ways.
    await hire(ref.clinic, unseen);
    await db
      .insertInto('doctor_ll10n')
      .values({ ...EMPTY_TEXTS, doctor_id: unseen, lang: 'RU', name: 'Скрыт', visible: 0 })
      .execute();
    await db.updateTable('doctor_l10n').set({ visible: 0 }).where('doctor_id', '=', unseen).where('lang', '=', 'EN').execute();
    await hire(ref.clinic, localSeen);
    await db.updateTable('doctor_l10n').set({ visible: 0 }).where('doctor_id', '=', localSeen).execute();
    await db
      .insertInto('doctor_ll10n')
      .values({ ...EMPTY_TEXTS, doctor_id: localSeen, lang: 'EN', name: 'Shown', visible: 1 })
      .execute();

    const leads = async () => (await db.selectFrom('leads').select('id').execute()).length;
    const before = await leads();
    const refused = async (body: object, error: object) => {
      const res = await portalPost({ ...patient, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ error });
    };
    const invalid = ['Недопустимое значение'];
    await refused({ clinicId: disabled }, { clinicId: invalid });
    await refused({ clinicId: hidden }, { clinicId: invalid });
    await refused({ clinicId: ref.clinic, doctorId: otherClinics }, { doctorId: invalid });
    await refused({ clinicId: hidden, doctorId: otherClinics }, { clinicId: invalid, doctorId: invalid });
    await refused({ doctorId: ofHidden }, { doctorId: invalid });
    for (const doctorId of [unhired, retired, unseen]) await refused({ clinicId: ref.clinic, doctorId }, { doctorId: invalid });
    expect(await leads()).toBe(before);

    const taken = async (body: object) => expect((await portalPost({ ...patient, ...body })).statusCode, JSON.stringify(body)).toBe(200);
    await taken({ clinicId: englishOnly });
    await taken({ clinicId: ref.otherClinic, doctorId: otherClinics });
    await taken({ clinicId: ref.clinic, doctorId: localSeen });
    await taken({ doctorId: ref.doctor });
    expect(await leads()).toBe(before + 4);
  });

  it('refuses a name holding a control character or a noncharacter, in the caller’s language', async () => {
    const before = await t.app.db.selectFrom('leads').select('id').execute();
    const ru = await portalPost({ name: 'Анна\uFFFF', phone: '+7 900 1234567', diagnosis: 'Артроз\u0001' });
    expect(ru.statusCode).toBe(400);
    const message = 'Текст содержит недопустимые символы (управляющие символы или несимволы Юникода): удалите их или наберите текст заново';
    expect(ru.json().error).toEqual({ name: [message], diagnosis: [message] });
    const en = await portalPost({ name: 'Anna\u0007', phone: '+7 900 1234567' }, { 'accept-language': 'en' });
    expect(en.json().error).toEqual({
      name: [
        'The text contains characters that are not allowed (control characters or Unicode noncharacters): remove them or type the text again',
      ],
    });
    expect(await t.app.db.selectFrom('leads').select('id').execute()).toEqual(before);
  });

  it('lets only the portal’s pages call it from a browser (CORS)', async () => {
    const preflight = (origin: string) =>
      t.app.inject({ method: 'OPTIONS', url: '/api/public/lead', headers: { origin, 'access-control-request-method': 'POST' } });
    const allowed = await preflight(PORTAL);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(allowed.headers['access-control-allow-headers']).toBe('content-type');
    const other = await preflight('https://evil.test');
    expect(other.statusCode).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const lead = { name: 'Мария', phone: '+7 900 7654321' };
    const fromPortal = await portalPost(lead, { origin: PORTAL });
    expect(fromPortal.statusCode).toBe(200);
    expect(fromPortal.headers['access-control-allow-origin']).toBe(PORTAL);
    const count = async () => (await t.app.db.selectFrom('leads').select('id').execute()).length;
    const before = await count();
    const fromElsewhere = await portalPost(lead, { origin: 'https://evil.test' });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().message).toBe('Заявки принимаются только с сайта портала');
    expect(await count()).toBe(before);
  });

  it('limits the leads per address, counting bad calls too, and not other addresses', async () => {
    const lead = { name: 'Ольга', phone: '+7 900 1112233' };
    const limit = t.config.leadsPerAddress;
    expect((await portalPost({}, {}, '10.9.9.9')).statusCode).toBe(400);
    for (let i = 1; i < limit; i++) expect((await portalPost(lead, {}, '10.9.9.9')).statusCode).toBe(200);
    const refused = await portalPost(lead, {}, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(t.config.throttle.windowMinutes * 60));
    expect((await portalPost(lead, {}, '10.9.9.8')).statusCode).toBe(200);
  });

  it('pages a tab 50 at a time, newest change first, with the names its leads point at, never cached', async () => {
    await t.app.db.deleteFrom('leads').execute();
    const ids = await addLeads(t.app.db, 53, { clinic_id: ref.clinic, doctor_id: ref.doctor });
    await addLeads(t.app.db, 2, { state: 'UNDERWAY', clinic_sent_id: ref.otherClinic, agent_sent_id: ref.agent });
    const first = await list('page=0&size=50');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = first.json();
    expect(Object.keys(page)).toEqual(['leads', 'clinics', 'doctors', 'agents', 'total']);
    expect(page.total).toBe(53);
    expect(page.leads.map((lead: { id: number }) => lead.id)).toEqual(ids.slice(0, 50));
    expect(Object.keys(page.leads[0]).sort()).toEqual(
      [
        'id',
        'state',
        'updated',
        'country',
        'region',
        'clinicId',
        'doctorId',
        'clinicSentId',
        'agentSentId',
        'name',
        'gender',
        'age',
        'phone',
        'email',
        'diagnosis',
        'files',
        'link',
        'oms',
      ].sort(),
    );
    expect(page.clinics).toEqual([{ id: ref.clinic, name: 'Клиника заявок' }]);
    expect(page.doctors).toEqual([{ id: ref.doctor, name: 'Доктор Айболит' }]);
    expect(page.agents).toEqual([]);
    expect((await list('page=1&size=50')).json().leads.map((lead: { id: number }) => lead.id)).toEqual(ids.slice(50));
    const underway = (await list('state=UNDERWAY')).json();
    expect(underway.total).toBe(2);
    expect(underway.agents).toEqual([{ id: ref.agent, name: 'Агент Смит' }]);
    expect((await list('state=ARCHIVE')).statusCode).toBe(400);
    expect((await list('clinics=1,x')).statusCode).toBe(400);
  });

  it('filters by clinics (target or sent-to), doctors and agents, and names the filters’ choices', async () => {
    const count = async (query: string) => (await list(query)).json().total;
    expect(await count(`clinics=${ref.clinic}`)).toBe(53);
    expect(await count(`state=UNDERWAY&clinics=${ref.otherClinic},${ref.clinic}`)).toBe(2);
    expect(await count(`clinics=${ref.otherClinic}`)).toBe(0);
    expect(await count(`doctors=${ref.doctor}`)).toBe(53);
    expect(await count(`state=UNDERWAY&agents=${ref.agent}`)).toBe(2);
    expect(await count(`agents=${ref.agent}`)).toBe(0);
    const objects = await manager.get('/api/manager/objects');
    expect(objects.headers['cache-control']).toBe('no-store');
    expect(objects.json()).toEqual({
      clinics: [
        { id: ref.clinic, name: 'Клиника заявок' },
        { id: ref.otherClinic, name: 'Другая клиника' },
      ],
      doctors: [{ id: ref.doctor, name: 'Доктор Айболит' }],
      agents: [{ id: ref.agent, name: 'Агент Смит' }],
    });
    expect((await manager.get(`/api/manager/objects?clinicIds=${ref.otherClinic}`)).json().doctors).toEqual([]);
    const english = new Client(t.app);
    await english.login(ACCOUNTS.MANAGER, PASSWORD);
    await english.post('/api/change-locale?lang=en');
    expect((await english.get('/api/manager/objects?agentId=999')).json().agents).toEqual([
      { id: ref.agent, name: 'Agent Smith' },
      { id: 999, name: '#999' },
    ]);
  });

  it('records every page seen as a read of each lead shown, by whom', async () => {
    const shown = (await list('state=UNDERWAY')).json().leads.map((lead: { id: number }) => lead.id);
    for (const id of shown) expect((await history(id, 'read')).at(-1)?.user_email).toBe(ACCOUNTS.MANAGER);
  });

  it('moves a lead NEW → UNDERWAY → INQUIRY → DELETED → back, and refuses every other move with its reason', async () => {
    const [id] = await addLeads(t.app.db, 1);
    const refused = async (name: string, message: string) => {
      const res = await move(id, name);
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(message);
    };
    await refused('restore', 'Восстановить можно только удалённую заявку');
    const taken = await move(id, 'take');
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['cache-control']).toBe('no-store');
    expect(taken.json().lead).toMatchObject({ id, state: 'UNDERWAY' });
    await refused('take', 'Взять в работу можно только новую заявку');
    expect((await move(id, 'inquiry')).json().lead.state).toBe('INQUIRY');
    await refused('inquiry', 'Создать обращение можно только по новой заявке или заявке в работе');
    expect((await move(id, 'delete')).json().lead.state).toBe('DELETED');
    await refused('delete', 'Заявка уже удалена');
    expect((await move(id, 'restore')).json().lead.state).toBe('INQUIRY');
    // A NEW lead deleted comes back NEW; one whose earlier state is unknown comes back NEW too.
    const [fresh, orphan] = await addLeads(t.app.db, 2);
    await move(fresh, 'delete');
    expect((await move(fresh, 'restore')).json().lead.state).toBe('NEW');
    await t.app.db.updateTable('leads').set({ state: 'DELETED', restore_state: null }).where('id', '=', orphan).execute();
    expect((await move(orphan, 'restore')).json().lead.state).toBe('NEW');
    expect((await history(id, 'update')).map((row) => [row.user_email, JSON.parse(String(row.changes))])).toEqual([
      [ACCOUNTS.MANAGER, { state: ['NEW', 'UNDERWAY'] }],
      [ACCOUNTS.MANAGER, { state: ['UNDERWAY', 'INQUIRY'] }],
      [ACCOUNTS.MANAGER, { state: ['INQUIRY', 'DELETED'] }],
      [ACCOUNTS.MANAGER, { state: ['DELETED', 'INQUIRY'] }],
    ]);
    expect((await move(999999, 'take')).statusCode).toBe(404);
    expect((await move(id, 'archive')).statusCode).toBe(400);
  });

  it('refuses a move over a version the caller has not seen (If-Match) and writes nothing', async () => {
    const [id] = await addLeads(t.app.db, 1);
    const { updated } = (await list('size=1')).json().leads[0];
    expect((await move(id, 'take', updated)).statusCode).toBe(200);
    const stale = await move(id, 'delete', updated);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Запись уже изменил кто-то другой, пока вы её редактировали');
    expect(await stateOf(id)).toBe('UNDERWAY');
    const current = (await list('state=UNDERWAY&size=1')).json().leads[0];
    expect(current.id).toBe(id);
    expect((await move(id, 'delete', current.updated)).statusCode).toBe(200);
  });

  it('purges leads unchanged for longer than the retention, with their files, and records the purge', async () => {
    const [old] = await addLeads(t.app.db, 1, { updated: Date.now() - 40 * DAY, created: Date.now() - 50 * DAY });
    const [recent] = await addLeads(t.app.db, 1, { updated: Date.now() - 5 * DAY });
    await t.app.db
      .insertInto('lead_files')
      .values({
        lead_id: old,
        hash: 'f0000000-0000-4000-8000-000000000001',
        name: 'a.pdf',
        file_type: 'pdf',
        size: 10,
        created: Date.now(),
      })
      .execute();
    const cli = (args: string[], env: Record<string, string> = {}) =>
      cliInProcess(args, { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '', ...env });
    expect((await cli(['leads', 'purge'], { LEAD_RETENTION_DAYS: '0' })).stdout).toContain('kept forever');
    expect((await cli(['leads', 'purge'])).stdout).toMatch(/^0 lead\(s\) unchanged since before .* \(1095 days\) deleted\.$/m);
    expect((await cli(['leads', 'purge', '--days', '30'])).stdout).toContain('1 lead(s)');
    const left = (await t.app.db.selectFrom('leads').select('id').execute()).map((row) => Number(row.id));
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
    expect(await t.app.db.selectFrom('lead_files').select('id').where('lead_id', '=', old).execute()).toEqual([]);
    const purges = await t.app.db
      .selectFrom('audit_log')
      .select(['ip', 'changes'])
      .where('entity', '=', 'leads')
      .where('action', '=', 'purge')
      .execute();
    expect(purges.map((row) => row.ip)).toEqual(['cli', 'cli']);
    expect(JSON.parse(String(purges[1].changes))).toMatchObject({ days: [null, 30], deleted: [null, 1] });
    const failure = await cli(['leads', 'purge', '--days', '0']).catch((error) => error);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('leads purge [--days N]');
  });
});
