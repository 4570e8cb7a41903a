// The layout around every page inside react-admin: signed-in users get the menu frame (top bar,
// side menu by role, footer) in the theme they chose, and the live channel; visitors get the
// public frame. Error pages thus fit both. Every progress bar inside is named for assistive
// technology. The menu frame loads on first use (SignedInFrame.tsx), not with the login page.
import type { ReactNode } from 'react';
import { LoadingPage } from 'react-admin';
import { useSession } from '../auth/useSession';
import { lazyScreen } from '../lazy/lazyScreen';
import { NamedProgress } from './NamedProgress';
import { PublicFrame } from './PublicFrame';
import { useApplyUserTheme } from './userTheme';

// As a screen: a frame whose code cannot be loaded (a new release replaced it) offers a reload.
const SignedInFrame = lazyScreen(() => import('./SignedInFrame'));

export function AppLayout({ children }: { children: ReactNode }) {
  const { isPending, signedIn } = useSession();
  useApplyUserTheme();
  if (isPending) {
    return (
      <NamedProgress>
        <LoadingPage />
      </NamedProgress>
    );
  }
  if (!signedIn) return <PublicFrame>{children}</PublicFrame>;
  return (
    <NamedProgress>
      <SignedInFrame>{children}</SignedInFrame>
    </NamedProgress>
  );
}
