// The layout around every page inside react-admin: signed-in users get the menu frame (top bar,
// side menu by role, footer) in the theme they chose, and the live channel; visitors get the
// public frame. Error pages
// thus fit both. Every progress bar inside is named for assistive technology.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout, LoadingPage } from 'react-admin';
import { useSession } from '../auth/useSession';
import { LiveProvider } from '../live/LiveProvider';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { Footer } from './Footer';
import { NamedProgress } from './NamedProgress';
import { PublicFrame } from './PublicFrame';
import { useApplyUserTheme } from './userTheme';

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
    <LiveProvider>
      <NamedProgress>
        <Layout appBar={AppTopBar} menu={AppMenu}>
          <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
            <Box sx={{ flexGrow: 1 }}>{children}</Box>
            <Footer />
          </Box>
        </Layout>
      </NamedProgress>
    </LiveProvider>
  );
}
