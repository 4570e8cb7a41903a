// A hosted screen's unsaved work that is a save waiting to run (uploads in progress): its host
// counts the step as edited while there is one, its unsaved-changes modal runs it on "save", and
// leaving clears both. Outside a host: nothing.
import { useEffect } from 'react';
import { useHost } from './hostContext';

type Save = () => Promise<boolean>;

export function useHostPending(pending: Save | null) {
  const host = useHost();
  const setDirty = host?.setDirty;
  const registerSave = host?.registerSave;
  useEffect(() => {
    setDirty?.(pending !== null);
    registerSave?.(pending);
  }, [pending, setDirty, registerSave]);
  useEffect(
    () => () => {
      setDirty?.(false);
      registerSave?.(null);
    },
    [setDirty, registerSave],
  );
}
