// A hosted screen's unsaved work that is a save waiting to run (uploads in progress, a catalogue
// entry's price range typed but not saved): its host counts the step as edited while there is one,
// its unsaved-changes modal runs them all on "save", and leaving clears both. Outside a host: nothing.
import { useCallback, useEffect, useRef } from 'react';
import { useHost } from './hostContext';

type Save = () => Promise<boolean>;
/** Reports the save waiting under `key` (one per form where a step has many), null once there is none. */
export type ReportPending = (key: string, save: Save | null) => void;

export function useHostPendings(): ReportPending {
  const host = useHost();
  const setDirty = host?.setDirty;
  const registerSave = host?.registerSave;
  const saves = useRef(new Map<string, Save>());
  useEffect(() => {
    registerSave?.(async () => (await Promise.all([...saves.current.values()].map((save) => save()))).every(Boolean));
    return () => {
      setDirty?.(false);
      registerSave?.(null);
    };
  }, [setDirty, registerSave]);
  return useCallback(
    (key, save) => {
      if (save) saves.current.set(key, save);
      else saves.current.delete(key);
      setDirty?.(saves.current.size > 0);
    },
    [setDirty],
  );
}

/** One save waiting, or none. */
export function useHostPending(pending: Save | null) {
  const report = useHostPendings();
  useEffect(() => report('', pending), [report, pending]);
}
