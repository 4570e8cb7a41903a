// The light/dark choice, remembered per user in this browser (see docs/decisions.md). react-admin
// shows the mode kept under its store key "theme", which signing out clears; each user's own
// choice is kept beside it in localStorage under "theme.<user hash>", applied when that user's
// session starts, so that the next person signing in on the same browser never inherits it.
// A user who never chose follows the system's colour scheme.
import { useEffect } from 'react';
import { type ThemeType, useRemoveFromStore, useTheme } from 'react-admin';
import { useSession } from '../auth/useSession';

const MODES: readonly ThemeType[] = ['light', 'dark'];

const storageKey = (owner: string) => `theme.${owner}`;

export function rememberedTheme(owner: string): ThemeType | undefined {
  return MODES.find((mode) => mode === localStorage.getItem(storageKey(owner)));
}

function useOwner(): string | undefined {
  const { user } = useSession();
  return user ? String(user.hash ?? user.id) : undefined;
}

/** Shows the signed-in user's remembered mode (or the system's) whenever the user changes. */
export function useApplyUserTheme() {
  const owner = useOwner();
  const [, setMode] = useTheme();
  const forget = useRemoveFromStore();
  useEffect(() => {
    if (owner === undefined) return;
    const mode = rememberedTheme(owner);
    if (mode) setMode(mode);
    else forget('theme');
  }, [owner, setMode, forget]);
}

/** The mode shown and the way to choose another, remembered for the signed-in user. */
export function useUserTheme(): [ThemeType, (mode: ThemeType) => void] {
  const owner = useOwner();
  const [mode, setMode] = useTheme();
  const choose = (next: ThemeType) => {
    if (owner !== undefined) localStorage.setItem(storageKey(owner), next);
    setMode(next);
  };
  return [mode, choose];
}
