// No lost updates in the forms: a save refused because someone else saved the record meanwhile
// (409) opens the conflict choice, in the user's language and keyboard-usable; "overwrite" saves
// the user's values without a version, "reload" shows the stored record, "back to editing" keeps
// the edits. The modal form of a resource (cities) and a profile step (additional) share it.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../../common/resource';
import { fakeBrowser } from '../../../dataProvider/fakeFetch';
import { screens as cityScreens } from '../../../resources/cities';
import { createI18nProvider } from '../../i18nProvider';
import { createServices } from '../../services';
import { renderHostedStep } from '../../testing/renderHostedStep';
import { SchemaForm } from './SchemaForm';

const STALE = { status: 409, error: 'Conflict', message: 'Запись уже изменил кто-то другой, пока вы её редактировали' };
const kazan = {
  id: 2,
  slug: 'kazan',
  name: { RU: 'Казань', EN: 'Kazan' },
  place: { RU: 'в Казани' },
  region: 16,
  hubId: 1,
  hubs: [1],
  priority: 0,
  updated: 1000,
};
const hubs = [{ id: 1, slug: 'volga', name: { RU: 'Поволжье', EN: 'Volga' }, seo: { RU: '', EN: '' }, priority: 0, updated: 1 }];

function editKazan(lang: 'ru' | 'en' = 'ru') {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/admin/citieslist', 200, { cities: [kazan], hubs });
  browser.answer('GET /api/admin/hubslist', 200, { hubs });
  const services = createServices({ ...browser.env, currentPath: () => '/admin/cities', navigate: () => undefined });
  const record = { ...kazan, nameRU: 'Казань', nameEN: 'Kazan', place: 'в Казани' };
  let closed = 0;
  render(
    <AdminContext dataProvider={services.dataProvider} queryClient={services.queryClient} i18nProvider={createI18nProvider(lang)}>
      <SchemaForm definition={cityScreens[0] as ResourceDefinition} record={record} onClose={() => (closed += 1)} />
    </AdminContext>,
  );
  const saves = () => browser.requests.filter((request) => request.url === '/api/admin/city');
  return { browser, saves, closed: () => closed };
}

async function saveOverNewer(user: ReturnType<typeof userEvent.setup>, saveName = 'Сохранить') {
  const form = await screen.findByRole('dialog');
  const place = within(form).getByDisplayValue('в Казани');
  await user.clear(place);
  await user.type(place, 'в Казани на Волге');
  await user.click(within(form).getByRole('button', { name: saveName }));
  return form;
}

describe('the version conflict choice', () => {
  it('sends the loaded version; on 409 offers the choice with the focus on keeping the edits; overwrite saves without it', async () => {
    const user = userEvent.setup();
    const { browser, saves, closed } = editKazan();
    browser.answer('POST /api/admin/city', 409, STALE);
    browser.answer('POST /api/admin/city', 200, { id: 2 });
    const form = await saveOverNewer(user);

    const choice = await screen.findByRole('alertdialog', { name: 'Запись изменил другой пользователь' });
    expect(choice).toHaveAccessibleDescription(/Пока вы редактировали, эту запись сохранил кто-то другой/);
    expect(within(choice).getByRole('button', { name: 'Вернуться к правке' })).toHaveFocus();
    expect(saves()[0].headers['If-Match']).toBe('"1000"');
    expect(closed()).toBe(0);

    await user.click(within(choice).getByRole('button', { name: 'Сохранить поверх' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(saves()).toHaveLength(2);
    expect(saves()[1].headers['If-Match']).toBeUndefined();
    expect(saves()[1].body).toMatchObject({ id: '2', place: 'в Казани на Волге' });
    expect(form).toBeInTheDocument();
  });

  it('reload shows the stored record instead of the edits, and the next save sends its version', async () => {
    const user = userEvent.setup();
    const { browser, saves } = editKazan();
    browser.answer('POST /api/admin/city', 409, STALE);
    browser.answer('POST /api/admin/city', 200, { id: 2 });
    await saveOverNewer(user);
    browser.replace('GET /api/admin/citieslist', 200, {
      cities: [{ ...kazan, place: { RU: 'в столице Татарстана' }, updated: 2000 }],
      hubs,
    });

    const choice = await screen.findByRole('alertdialog');
    await user.click(within(choice).getByRole('button', { name: 'Загрузить текущую версию' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByDisplayValue('в столице Татарстана')).toBeInTheDocument();
    expect(within(form).queryByDisplayValue('в Казани на Волге')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1].headers['If-Match']).toBe('"2000"');
    expect(saves()[1].body).toMatchObject({ place: 'в столице Татарстана' });
  });

  it('Escape goes back to the edits; the dialog speaks English to an English user', async () => {
    const user = userEvent.setup();
    const { browser, saves } = editKazan('en');
    browser.answer('POST /api/admin/city', 409, STALE);
    const form = await saveOverNewer(user, 'Save');
    const choice = await screen.findByRole('alertdialog', { name: 'Someone else changed this record' });
    expect(within(choice).getByRole('button', { name: 'Overwrite' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(form).getByDisplayValue('в Казани на Волге')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
  });

  it('a profile step sends its section version and offers the same choice', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser('token');
    const additional = { accrList: [], accreditation: '', airportAddress: 'Sheremetyevo airport', airportWay: '', placement: '' };
    browser.answer('GET /api/admin/additional/h', 200, { additional: { ...additional, description: '', locals: 'RU', updated: 77 } });
    browser.answer('POST /api/admin/additional/h', 409, STALE);
    browser.answer('POST /api/admin/additional/h', 200, { error: {}, completeEdit: {} });
    const step = renderHostedStep('clinicAdditional', browser);
    const airport = await screen.findByDisplayValue('Sheremetyevo airport');
    await user.type(airport, ' terminal B');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const choice = await screen.findByRole('alertdialog', { name: 'Запись изменил другой пользователь' });
    const posts = () => browser.requests.filter((request) => request.method === 'POST');
    expect(posts()[0].headers['If-Match']).toBe('"77"');
    expect(step.frame.saved).toBe(0);
    await user.click(within(choice).getByRole('button', { name: 'Сохранить поверх' }));
    await waitFor(() => expect(step.frame.saved).toBe(1));
    expect(posts()[1].headers['If-Match']).toBeUndefined();
    expect(posts()[1].body).toMatchObject({ airportAddress: 'Sheremetyevo airport terminal B', locals: 'RU' });
  });
});
