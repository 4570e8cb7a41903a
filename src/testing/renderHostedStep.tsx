// Renders a clinic profile step that is a hosted declaration (`hostedBy: 'clinicProfile'`) as the
// wizard does (HostedScreen with the frame's host), at its route, through renderStep: the tests of
// the step's behaviour read the same frame record and wire.
import { useMemo } from 'react';
import { hostedPart } from '../../resources/parts';
import { HostedScreen } from '../engine/host/HostedScreen';
import { ADMIN_ROLES } from './renderApp';
import { type FakeBrowser, renderStep, type StepProps } from './renderStep';

export function renderHostedStep(name: string, browser: FakeBrowser, options: Parameters<typeof renderStep>[2] = {}) {
  const hosted = hostedPart('clinicProfile', name);
  // The engine's list checks the session, as on any screen.
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  function Hosted({ lang, setDirty, registerSave, onSaved }: StepProps) {
    const host = useMemo(() => ({ lang, setDirty, registerSave, onSaved }), [lang, setDirty, registerSave, onSaved]);
    return <HostedScreen definition={hosted} host={host} />;
  }
  return renderStep(Hosted, browser, { ...options, route: hosted.config.path });
}
