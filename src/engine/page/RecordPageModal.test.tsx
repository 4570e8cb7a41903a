// A record page shown as a modal (RecordPageConfig `modal`: a clinic's doctor) whose sections read
// and save by their own calls. A saved section shows as reviewed-or-not by its new marks only once
// its stored values are back in the form. Before, the mark came first and the form still held the
// edits until the reload answered: a click on the next section in that moment asked to save them
// again (a browser test's "Unsaved changes" after a save, issue 23). Moved here from the doctors
// step's useDoctorSection.test.tsx with the behaviour.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type RaRecord } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isResource, type ResourceDefinition } from '../../../common/resource';
import { screens } from '../../../resources/clinicDoctors/parts';
import { createI18nProvider } from '../../i18nProvider';
import { declaredProvider } from '../../testing/declaredProvider';
import { RecordPageModal } from './RecordPageModal';

const HASH = 'd1';
const BASE = `GET /api/admin/doctor/base/${HASH}`;
/** Section 1 reviewed in RU after its last change. */
const marks = { RU: { cd: { 1: 1 }, rd: { 1: 2 } }, EN: { cd: {}, rd: {} } };
const loaded = (specialty: string, updated: number) => ({
  doctor: { id: 7, hash: HASH, name: { RU: 'Иванов Иван', EN: '' }, visible: { RU: false, EN: false } },
  completeEdit: {},
  base: {
    ...{ name: 'Иванов Иван', slug: 'ivanov', medicalDegree: '', shortDescription: 'Кардиолог клиники', experience: '2001' },
    ...{ languages: [], seoDescription: '', keywords: '', specialty, locals: 'RU', updated },
  },
});
const doctor = { id: 7, hash: HASH, l10n: { RU: { name: 'Иванов Иван' } }, ll10n: {}, completeEdit: {} } as unknown as RaRecord;
const definition = screens.find(isResource) as ResourceDefinition;

/** The declared calls, answered by `browser`: the doctor's base section first, specialty "Кардиолог". */
function answering() {
  const declared = declaredProvider(
    { clinics: () => import('../../../resources/clinics/calls'), session: () => import('../../../resources/session/calls') },
    {},
  );
  declared.browser.answer('GET /api/public-config', 200, {});
  declared.browser.answer(BASE, 200, loaded('Кардиолог', 1));
  return declared;
}

/** The doctor's modal in a data router (the guard holds route changes), react-admin inside it. */
async function openModal(provider: ReturnType<typeof declaredProvider>['provider']) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AdminContext dataProvider={provider} i18nProvider={createI18nProvider('ru')}>
          <RecordPageModal definition={definition} record={doctor} onClose={() => undefined} />
        </AdminContext>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.findByRole('dialog', { name: 'Врач: Иванов Иван' });
}

describe('a record page in a modal, section by section', () => {
  it('reads the stored values again before it shows the saved section’s marks', async () => {
    const user = userEvent.setup();
    const { browser, provider } = answering();
    browser.answer(BASE, 200, loaded('Кардиология', 2));
    browser.answer(`POST /api/admin/doctor/base/${HASH}`, 200, { completeEdit: marks });
    const dialog = await openModal(provider);
    const specialty = await within(dialog).findByRole('textbox', { name: 'Специальность' });
    await waitFor(() => expect(specialty).toHaveValue('Кардиолог'));

    const release = browser.hold(BASE);
    await user.clear(specialty);
    await user.type(specialty, 'Кардиология');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(browser.requests.filter((request) => request.url.startsWith('/api/admin/doctor/base/'))).toHaveLength(3));
    const sent = browser.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({ locals: 'RU', specialty: 'Кардиология' });
    expect(within(dialog).getByRole('tab', { name: 'Основное · не проверено' })).toBeInTheDocument();
    release();
    await within(dialog).findByRole('tab', { name: 'Основное · проверено' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Специальность' })).toHaveValue('Кардиология'));
  });

  it('lists the doctor’s specialties from the catalogue, named in the modal’s edit language', async () => {
    const user = userEvent.setup();
    const { browser, provider } = answering();
    const specialties = [
      { id: 1, name: { RU: 'Кардиология', EN: 'Cardiology' } },
      { id: 2, name: { RU: 'Аритмология', EN: '' } },
    ];
    browser.answer('GET /api/admin/doctorselectedspecialties', 200, { specialties });
    const dialog = await openModal(provider);
    await user.click(await within(dialog).findByRole('tab', { name: /^Специальности/ }));
    expect(await within(dialog).findByText('Кардиология')).toBeInTheDocument();
    expect(within(dialog).getByText('Аритмология')).toBeInTheDocument();
    expect(browser.requests.find((request) => request.url.startsWith('/api/admin/doctorselectedspecialties'))?.url).toBe(
      `/api/admin/doctorselectedspecialties?hash=${HASH}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'EN' }));
    // The Russian name where the English one is empty.
    expect(await within(dialog).findByText('Cardiology')).toBeInTheDocument();
    expect(within(dialog).getByText('Аритмология')).toBeInTheDocument();
  });
});
