// A browser whose server knows an ADMIN, three clinics, their reference data and two agents (the
// clinics and agents screens' tests).
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES } from './renderApp';

const l10n = (visible: boolean, shortName: string, name: string) => ({ visible, shortName, name });

export const CLINIC_HASH = '11111111-2222-3333-4444-555555555555';

export const wireClinics = {
  clinics: [
    {
      id: 12,
      hash: CLINIC_HASH,
      state: 'ACTIVE',
      directLead: false,
      superAgentId: 1,
      updated: Date.UTC(2026, 10, 20, 9, 30),
      updatedBy: 'Анна Петрова',
      ll10n: { RU: l10n(true, 'Здоровье', 'Клиника «Здоровье»'), EN: l10n(false, 'Health', 'Health Clinic') },
      quality: { RU: 5, EN: 2 },
    },
    {
      id: 11,
      hash: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
      state: 'DISABLED',
      directLead: true,
      superAgentId: null,
      updated: 0,
      updatedBy: null,
      ll10n: { RU: l10n(false, 'Мать и дитя', 'ГК «Мать и дитя»'), EN: l10n(false, '', '') },
      quality: { RU: 0, EN: 0 },
    },
  ],
  modules: { 12: [{ module: 'MAIN', connection: 'PAYD', state: 'ON' }], 11: [] },
  doctorsQty: { 12: { visible: 3, total: 5 }, 11: { visible: 0, total: 0 } },
  reviewsQty: { 12: { visible: 10, total: 12 }, 11: { visible: 0, total: 1 } },
  total: 31,
};

const names = (RU: string, EN: string) => ({ RU, EN });

const wireReference = {
  categories: [
    { id: 5, scId: 5, active: true, names: names('Кардиология', 'Cardiology'), spcs: [7, 8] },
    { id: 6, scId: 6, active: true, names: names('Онкология', 'Oncology'), spcs: [9] },
    { id: 4, scId: 4, active: false, names: names('Архив', 'Archive'), spcs: [] },
  ],
  specialties: [
    { id: 7, sid: 7, active: true, names: names('Аритмия', 'Arrhythmia') },
    { id: 8, sid: 8, active: true, names: names('Гипертония', 'Hypertension') },
    { id: 9, sid: 9, active: true, names: names('Рак лёгких', 'Lung cancer') },
  ],
  cities: [
    { id: 1, name: names('Москва', 'Moscow'), region: 77 },
    { id: 2, name: names('Казань', 'Kazan'), region: 16 },
  ],
};

const agent = (id: number, ru: string, en: string, mainAgent: boolean) => ({
  id,
  hash: `${id}0000000-0000-0000-0000-000000000000`,
  state: 'ACTIVE',
  city: 'Москва',
  country: 'RUSSIA',
  l10n: { RU: { name: ru, shortName: ru, description: '' }, EN: { name: en, shortName: en, description: '' } },
  lgPartner: true,
  mainAgent,
});

export const wireAgents = {
  agents: [agent(1, 'МедТур', 'MedTour', true), agent(2, 'Здравница', 'Health Resort', false)],
  total: 2,
  superCounts: [{ id: 1, count: 30 }],
};

export function clinicsBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/clinicslist', 200, wireClinics);
  browser.answer('GET /api/admin/allcategories', 200, wireReference);
  browser.answer('GET /api/admin/agentslist', 200, wireAgents);
  return browser;
}
