// Renders one clinic profile step as the frame (ClinicWizard) would mount it, in react-admin's
// context with the app's services over the scripted fetch and a scripted XMLHttpRequest (uploads):
// tests act as a user and assert on the screen, on the wire and on what the step told the frame.
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { EditLang } from '../../common/lang';
import type { fakeBrowser } from '../../dataProvider/fakeFetch';
import { fakeXhr } from '../../dataProvider/fakeXhr';
import type { Host } from '../engine/host/hostContext';
import { createI18nProvider } from '../i18nProvider';
import { Alerts } from '../layout/Alerts';
import { createServices } from '../services';

export type FakeBrowser = ReturnType<typeof fakeBrowser>;

/** What the frame gives a step: its host (hostContext.ts) and the clinic's hash of the address. */
export type StepProps = Host & { hash: string };

/** What the step told the frame. */
export interface FrameRecord {
  dirty: boolean;
  saved: number;
  save: (() => Promise<boolean>) | null;
}

/** `route`: the step's route pattern (a hosted declaration's `path`, whose `:hash` it reads). */
export function renderStep(
  View: ComponentType<StepProps>,
  browser: FakeBrowser,
  { hash = 'h', lang = 'RU' as EditLang, route = undefined as string | undefined } = {},
) {
  const xhr = fakeXhr(browser.env.fetch);
  vi.stubGlobal('XMLHttpRequest', xhr.Xhr);
  const frame: FrameRecord = { dirty: false, saved: 0, save: null };
  const props: StepProps = {
    hash,
    lang,
    setDirty: (dirty) => {
      frame.dirty = dirty;
    },
    registerSave: (save) => {
      frame.save = save;
    },
    onSaved: () => {
      frame.saved += 1;
    },
  };
  const path = route ? route.replace(':hash', hash) : `/admin/clinics/profile/${hash}/step`;
  const services = createServices({
    fetch: browser.env.fetch,
    readCookie: browser.env.readCookie,
    currentPath: () => path,
    navigate: () => undefined,
  });
  const element = (
    <AdminContext
      dataProvider={services.dataProvider}
      authProvider={services.authProvider}
      queryClient={services.queryClient}
      i18nProvider={createI18nProvider('ru')}
    >
      <Alerts />
      <View {...props} />
    </AdminContext>
  );
  const router = createMemoryRouter([{ path: route ?? '*', element }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  /** The requests sent so far through fetch or XMLHttpRequest, as "METHOD path". */
  const sent = () => browser.requests.map((request) => `${request.method} ${request.url.split('?')[0]}`);
  return { ...view, browser, xhr, frame, sent };
}
