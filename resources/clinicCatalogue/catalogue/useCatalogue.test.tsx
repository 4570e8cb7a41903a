// A switch flipped while the step is still re-reading the clinic's selections (the step remounts
// and re-reads them on every edit-language switch) stays as flipped: the answer of the read that
// began before the change is dropped, the one after the save is shown. Before, the older answer
// landed on top of the change and the switch showed "off" again until the save's re-read.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18nProvider';
import { declaredProvider } from '../../../src/testing/declaredProvider';
import type { Selections } from './catalogueModel';
import { withEntrySelected } from './catalogueModel';
import { useCatalogue } from './useCatalogue';

const HASH = 'c1';
const SELECTED = 'GET /api/admin/selectedservices';
const selections = (selected: boolean): Selections => ({
  spec: [{ sid: 7, selected, price: null, lprice: null, lpriceEnd: null, ldescription: [] }],
  cat: [],
  childrenCategories: [],
  omsCategories: [],
  omsDescription: '',
  childrenDescription: '',
});
/** The services step's calls, as its declaration names them. */
const SERVICES = {
  calls: { active: 'activeServices', selected: 'selectedServices', savePrice: 'saveServicePrice' },
  onlySelected: false,
  flags: [],
};
const active = [{ id: 1, name: 'Хирургия', nameEn: 'Surgery', serviceSet: [{ id: 7, name: 'Шов', nameEn: 'Suture' }] }];

describe('a catalogue step’s change', () => {
  it('is not undone by a re-read that began before it', async () => {
    const { browser, provider } = declaredProvider({ clinics: () => import('../../clinics/calls') }, {});
    browser.answer('GET /api/admin/activeservices', 200, active);
    browser.answer(SELECTED, 200, selections(false));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={provider} i18nProvider={createI18nProvider('ru')}>
        {children}
      </AdminContext>
    );
    const { result } = renderHook(() => useCatalogue(SERVICES, HASH, 'EN', () => {}), { wrapper });
    await waitFor(() => expect(result.current.selections?.spec[0].selected).toBe(false));

    // A re-read in flight (answering "off"), then the switch turned on.
    const releaseRead = browser.hold(SELECTED);
    act(() => void result.current.saved());
    await waitFor(() =>
      expect(browser.requests.filter((request) => request.url.startsWith('/api/admin/selectedservices'))).toHaveLength(2),
    );
    const releaseSave = browser.hold(`POST /api/admin/serviceselected/${HASH}`);
    let writing: Promise<boolean> = Promise.resolve(false);
    act(() => {
      writing = result.current.write('selectService', { hash: HASH, sid: 7, selected: true, locals: 'EN' }, (s) =>
        withEntrySelected(s, 7, true),
      );
    });
    await waitFor(() => expect(result.current.selections?.spec[0].selected).toBe(true));
    // The older read answers "off" (it was sent before the change) while the save is under way.
    await act(async () => {
      releaseRead();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.selections?.spec[0].selected).toBe(true);
    browser.replace(SELECTED, 200, selections(true));
    await act(async () => {
      releaseSave();
      await writing;
    });
    expect(result.current.selections?.spec[0].selected).toBe(true);
  });
});
