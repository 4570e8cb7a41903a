// A form whose record is read and saved by declared calls (FormConfig `calls`), as the clinic
// profile's base step declares it (resources/clinicSections): loaded in the host's edit language,
// its choices from the answer (the cities, by name; the spoken languages) and from a call (the time
// zones, with a stored zone they lack kept), saved with the fields the body declares, the answer's
// video links among them, the edit language and the version loaded; then read again and the host told.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../../dataProvider/fakeFetch';
import { renderHostedStep } from '../../testing/renderHostedStep';

const base = {
  slug: 'clinic',
  name: 'Клиника здоровья',
  shortName: 'Здоровье',
  city: 'Казань',
  address: 'ул. Баумана, 1',
  phone: '+78432000000',
  email: 'info@clinic.ru',
  website: 'https://clinic.ru',
  region: 16,
  citySelect: 2,
  cityIdList: [],
  latitude: '55.79',
  longitude: '49.12',
  rating: '4.5',
  timeZone: 'Asia/Anadyr',
  languages: ['RU'],
  locals: 'EN',
  updated: 41,
};
const cities = [
  { id: 2, name: { RU: 'Казань', EN: 'Kazan' }, region: 16 },
  { id: 1, name: { RU: 'Альметьевск', EN: '' }, region: 16 },
];

function openBase() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/admin/base/h', 200, {
    base,
    langs: [{ id: 'RU', name: 'Русский' }],
    cities,
    videoLinks: ['https://youtu.be/dQw4w9WgXcQ'],
  });
  browser.answer('GET /api/admin/zimezones', 200, [{ id: 'Europe/Moscow', name: 'Москва' }]);
  browser.answer('POST /api/admin/base/h', 200, { error: {}, completeEdit: {} });
  return renderHostedStep('clinicBase', browser, { lang: 'EN' });
}

describe('a record form read and saved by declared calls (the base step)', () => {
  it('loads in the edit language and offers the answer’s cities by name and the stored time zone', async () => {
    const user = userEvent.setup();
    const step = openBase();
    expect(await screen.findByDisplayValue('Клиника здоровья')).toBeInTheDocument();
    expect(step.browser.requests.map((request) => request.url)).toContain('/api/admin/base/h?locals=EN');
    expect(step.sent()).toContain('GET /api/admin/zimezones');
    // Outside the zones' list: shown as it is, not dropped.
    expect(screen.getByRole('combobox', { name: 'Часовой пояс' })).toHaveTextContent('Asia/Anadyr');
    await user.click(screen.getByRole('combobox', { name: 'Город из справочника' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // After react-admin's empty choice.
    expect(options.map((option) => option.textContent?.trim()).filter(Boolean)).toEqual(['Альметьевск', 'Казань']);
  });

  it('saves the declared fields with locals and the loaded version, reads the record again, tells the host', async () => {
    const user = userEvent.setup();
    const step = openBase();
    const name = await screen.findByDisplayValue('Клиника здоровья');
    await user.type(name, ' и красоты');
    await waitFor(() => expect(step.frame.dirty).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(step.frame.saved).toBe(1));
    const post = step.browser.requests.find((request) => request.method === 'POST');
    expect(post?.headers['If-Match']).toBe('"41"');
    expect(post?.body).toMatchObject({
      name: 'Клиника здоровья и красоты',
      locals: 'EN',
      videoLinks: 'https://youtu.be/dQw4w9WgXcQ',
      slug: 'clinic',
    });
    expect(post?.body).not.toHaveProperty('updated');
    expect(step.sent().filter((request) => request === 'GET /api/admin/base/h')).toHaveLength(2);
    expect(step.frame.dirty).toBe(false);
  });
});
