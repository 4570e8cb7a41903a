// Route-level code splitting: a screen's module loads on first visit (React.lazy). A module that
// fails to load, or takes longer than 120 s (000 §9), shows a clear error with a reload button.
import { type ComponentType, lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { NamedProgress } from '../layout/NamedProgress';
import { ScreenLoadBoundary, ScreenLoadError } from './ScreenLoadBoundary';

const SCREEN_TIMEOUT_MS = 120_000;

/** The router's props (main.tsx): a navigation shows the next screen at once, with its progress
 * while its code loads. Under React's transitions (the router's default) the last screen stayed
 * on show under the new address until then: a person could type into a form about to vanish (the
 * login form's e-mail, typed for the restore page, was lost that way). */
export const ROUTER_PROPS = { useTransitions: false } as const;

function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenLoadError('timeout')), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  timeoutMs = SCREEN_TIMEOUT_MS,
): ComponentType<Props> {
  const Screen = lazy(() =>
    withTimeout(load(), timeoutMs).catch((error: unknown) => {
      throw error instanceof ScreenLoadError ? error : new ScreenLoadError('failed');
    }),
  );
  return function LazyScreen(props: Props) {
    return (
      <ScreenLoadBoundary>
        <Suspense
          fallback={
            <NamedProgress>
              <Loading />
            </NamedProgress>
          }
        >
          <Screen {...props} />
        </Suspense>
      </ScreenLoadBoundary>
    );
  };
}
