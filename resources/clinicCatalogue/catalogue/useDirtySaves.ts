// A step with many small forms (one price range per entry) tells the frame it has unsaved edits
// while any of them has, and hands over one save that saves them all (the unsaved-changes modal's
// "save" choice). Each form reports its own save while it is edited and null once it is not.
import { useCallback, useEffect, useRef } from 'react';
import type { Host } from '../../../src/engine/host/hostContext';

export type ReportDirty = (key: string, save: (() => Promise<boolean>) | null) => void;

export function useDirtySaves({ setDirty, registerSave }: Pick<Host, 'setDirty' | 'registerSave'>): ReportDirty {
  const saves = useRef(new Map<string, () => Promise<boolean>>());
  useEffect(() => {
    registerSave(async () => (await Promise.all([...saves.current.values()].map((save) => save()))).every(Boolean));
    return () => {
      registerSave(null);
      setDirty(false);
    };
  }, [registerSave, setDirty]);
  return useCallback(
    (key, save) => {
      if (save) saves.current.set(key, save);
      else saves.current.delete(key);
      setDirty(saves.current.size > 0);
    },
    [setDirty],
  );
}
