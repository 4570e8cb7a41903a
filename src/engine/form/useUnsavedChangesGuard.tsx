// The unsaved-changes guard: while a form is dirty, leaving it (another route, closing its modal,
// reloading the tab) or switching its edit language waits for the three-choice modal.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useCanBlock } from 'react-admin';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

interface PendingLeave {
  proceed: () => void;
  cancel?: () => void;
}

export interface Guard {
  /** Runs `action` now, or after the user's choice when the form has unsaved edits. */
  leave: (action: () => void) => void;
  dialog: ReactNode;
}

/** A save a form hands over (FormFrame's `registerSave`): true once saved. */
export type RegisteredSave = () => Promise<boolean>;

/** What a form tells the guard of the frame it is in (a page, a modal, the host): whether it has
 * unsaved edits, and the save the guard's "save" runs. */
export interface SaveFrame {
  setDirty: (dirty: boolean) => void;
  registerSave: (save: RegisteredSave | null) => void;
}

/** The frame of a form nothing guards (an expanded row, a modal that keeps its own draft). */
export const UNGUARDED: SaveFrame = { setDirty: () => undefined, registerSave: () => undefined };

/** The guard of a frame whose form reports its state (FormFrame's `frame`: the wizard, a record
 * page, a modal's tabs, a form of its own): the guard's "save" runs the save the form handed over last. */
export function useRegisteredSaveGuard() {
  const [dirty, setDirty] = useState(false);
  // A ref, not state: the form hands over a function, and only the guard's "save" calls it.
  const save = useRef<RegisteredSave | null>(null);
  const registerSave = useCallback((next: RegisteredSave | null) => {
    save.current = next;
  }, []);
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const [saving, setSaving] = useState(false);
  const canBlock = useCanBlock();

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const settle = (run: (leave: PendingLeave) => void) => {
    if (pending) run(pending);
    setPending(null);
  };

  const onSave = async () => {
    setSaving(true);
    const saved = (await save.current?.()) ?? true;
    setSaving(false);
    settle((leave) => (saved ? leave.proceed() : leave.cancel?.()));
  };

  const guard: Guard = {
    leave: (action) => (dirty ? setPending({ proceed: action }) : action()),
    dialog: (
      <>
        {canBlock && <RouteLeaveBlocker when={dirty} onBlocked={setPending} />}
        <UnsavedChangesDialog
          open={pending !== null}
          saving={saving}
          onDiscard={() => settle((leave) => leave.proceed())}
          onKeep={() => settle((leave) => leave.cancel?.())}
          onSave={onSave}
        />
      </>
    ),
  };
  return { guard, dirty, setDirty, registerSave };
}

/** Holds a route change away from a dirty form until the user has chosen (data routers only). */
function RouteLeaveBlocker({ when, onBlocked }: { when: boolean; onBlocked: (leave: PendingLeave) => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state === 'blocked') onBlocked({ proceed: () => blocker.proceed?.(), cancel: () => blocker.reset?.() });
  }, [blocker, onBlocked]);
  return null;
}
