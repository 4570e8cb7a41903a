// A list driven by the keyboard (issue 27 point 6): its rows are one stop of the Tab order (a roving
// tabindex); arrows, Home and End move, Enter opens the row, Space selects it where there are bulk
// actions. Keys pressed in a row's own buttons and fields are theirs.
import { type KeyboardEvent, useCallback, useRef } from 'react';

const ROW = '[data-testid="record-row"], [data-testid="record-card"]';
/** A row's selection checkbox (react-admin's, in a list with bulk actions). */
const SELECT = '.select-item input[type="checkbox"]';
/** A row whose click opens it (react-admin's rowClick). */
const CLICKABLE = 'RaDatagrid-clickableRow';

/** Where each key moves from `at` among `count` rows. */
const MOVES: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at) => at + 1,
  ArrowRight: (at) => at + 1,
  ArrowUp: (at) => at - 1,
  ArrowLeft: (at) => at - 1,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

const rowsIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(ROW)];

/** One row in the Tab order: the one that had it, else the first. */
function rove(container: HTMLElement, current?: HTMLElement) {
  const rows = rowsIn(container);
  const kept = current ?? rows.find((row) => row.tabIndex === 0) ?? rows[0];
  for (const row of rows) row.tabIndex = row === kept ? 0 : -1;
}

/** react-admin's selection checkboxes carry their name on MUI's frame around the input, which
 * names nothing: the input gets it, so that it is announced and found by its name. */
function nameSelection(container: HTMLElement) {
  for (const input of container.querySelectorAll<HTMLInputElement>('[aria-label] > input[type="checkbox"]:not([aria-label])'))
    input.setAttribute('aria-label', input.parentElement?.getAttribute('aria-label') ?? '');
}

function open(row: HTMLElement) {
  if (row.classList.contains(CLICKABLE)) row.click();
  else row.querySelector<HTMLElement>('[data-opens-row], a[href]')?.click();
}

export function useRowKeys<Element extends HTMLElement>() {
  const container = useRef<Element | null>(null);
  // A ref callback: the rows' frame may be drawn after its first render (once the rows came).
  const ref = useCallback((element: Element | null) => {
    container.current = element;
    if (!element) return;
    rove(element);
    nameSelection(element);
    // A new page, a filter or a reload draws other rows.
    const observer = new MutationObserver(() => {
      rove(element);
      nameSelection(element);
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const onKeyDown = (event: KeyboardEvent<Element>) => {
    const row = event.target as HTMLElement;
    if (!container.current || !row.matches(ROW)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      open(row);
      return;
    }
    // Space selects the row in a list with bulk actions (its checkbox), else scrolls as it would.
    const box = event.key === ' ' ? row.querySelector<HTMLInputElement>(SELECT) : null;
    if (box) {
      event.preventDefault();
      box.click();
      return;
    }
    const move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const rows = rowsIn(container.current);
    const next = rows[Math.min(Math.max(move(rows.indexOf(row), rows.length), 0), rows.length - 1)];
    rove(container.current, next);
    next.focus();
  };
  return { ref, onKeyDown };
}

/** The focused row's outline (a row has no focus style of its own). */
export const ROW_FOCUS = {
  '& [data-testid="record-row"]:focus-visible, & [data-testid="record-card"]:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
} as const;
