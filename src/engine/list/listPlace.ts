// The way back to a list as a person left it (issue 25 point 1): a list remembers, for this browser
// tab, its query string and its scroll; a "back to the list" link goes there and the list then
// scrolls back once its rows are shown. A list opened from the menu starts at the top.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

type Place = { search: string; scrollY: number };

const KEY = 'list-place:';

function read(path: string): Place | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(KEY + path) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

function write(path: string, place: Place) {
  try {
    sessionStorage.setItem(KEY + path, JSON.stringify(place));
  } catch {
    // Storage full or refused (a private window): the list works, without its way back.
  }
}

/** The navigation state of a way back: only then does the list scroll to where it was. */
const RETURNING = { listPlace: 'back' } as const;

const isReturning = (state: unknown) => (state as typeof RETURNING | null)?.listPlace === RETURNING.listPlace;

/** A link's props back to the list at `path` as it was left: `<Button component={Link} {...backToList(path)}>`. */
export function backToList(path: string) {
  return { to: path + (read(path)?.search ?? ''), state: RETURNING };
}

/** Kept by a list screen: remembers its place, and goes back to it when it is come back to
 * (`ready`: its rows are shown, so the page is long enough to scroll). */
export function useListPlace(ready: boolean): void {
  const { pathname, search, state } = useLocation();
  // Until the way back has scrolled, the stored scroll is the one to go back to, not the top.
  const restored = useRef(!isReturning(state));

  useEffect(() => {
    write(pathname, { search, scrollY: restored.current ? window.scrollY : (read(pathname)?.scrollY ?? 0) });
  }, [pathname, search]);

  // A layout effect, so that the listener is gone before the next screen's layout scrolls the
  // window: that scroll is not this list's.
  useLayoutEffect(() => {
    let frame = 0;
    const keep = () => {
      if (!restored.current || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        write(pathname, { search, scrollY: window.scrollY });
      });
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => {
      window.removeEventListener('scroll', keep);
      cancelAnimationFrame(frame);
    };
  }, [pathname, search]);

  useEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    window.scrollTo(0, read(pathname)?.scrollY ?? 0);
  }, [ready, pathname]);
}
