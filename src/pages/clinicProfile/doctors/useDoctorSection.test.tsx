// A saved doctor section shows as saved (its mark) only once the stored values are back in the
// form. Before, the mark came first and the form still held the edits until the reload answered:
// a click on the next section in that moment asked to save them again (a browser test's
// "Unsaved changes" after a save, issue 23).
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../i18nProvider';
import { declaredProvider } from '../../../testing/declaredProvider';
import { useDoctorSection } from './useDoctorSection';

const HASH = 'd1';
const BASE = `GET /api/admin/doctor/base/${HASH}`;
const marks = { base: { RU: true, EN: false } };
const loaded = (specialty: string, updated: number) => ({ doctor: { hash: HASH }, completeEdit: {}, base: { specialty, updated } });

describe('a doctor section’s save', () => {
  it('reloads the stored values before it shows the section as saved', async () => {
    const { browser, provider } = declaredProvider({ clinics: () => import('../../../../resources/clinics/calls') }, {});
    browser.answer(BASE, 200, loaded('Кардиолог', 1));
    browser.answer(BASE, 200, loaded('Кардиология', 2));
    browser.answer(`POST /api/admin/doctor/base/${HASH}`, 200, { completeEdit: marks });
    const onSaved = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={provider} i18nProvider={createI18nProvider('ru')}>
        {children}
      </AdminContext>
    );
    const { result } = renderHook(() => useDoctorSection('base', HASH, 'RU', onSaved), { wrapper });
    await waitFor(() => expect(result.current.answer?.base?.specialty).toBe('Кардиолог'));

    const release = browser.hold(BASE);
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = result.current.persist({ specialty: 'Кардиология', updated: 1 });
    });
    await waitFor(() => expect(browser.requests.filter((request) => request.url.startsWith('/api/admin/doctor/base/'))).toHaveLength(3));
    expect(onSaved).not.toHaveBeenCalled();
    await act(async () => {
      release();
      await saving;
    });
    expect(onSaved).toHaveBeenCalledWith(marks);
    await waitFor(() => expect(result.current.answer?.base?.specialty).toBe('Кардиология'));
  });
});
