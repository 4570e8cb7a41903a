// The layout around every page inside react-admin: signed-in users get the menu frame (top bar,
// side menu by role, footer); visitors get the public frame. Error pages thus fit both.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout, LoadingPage } from 'react-admin';
import { useSession } from '../auth/useSession';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { Footer } from './Footer';
import { PublicFrame } from './PublicFrame';

export function AppLayout({ children }: { children: ReactNode }) {
  const { isPending, signedIn } = useSession();
  if (isPending) return <LoadingPage />;
  if (!signedIn) return <PublicFrame>{children}</PublicFrame>;
  return (
    <Layout appBar={AppTopBar} menu={AppMenu}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Box sx={{ flexGrow: 1 }}>{children}</Box>
        <Footer />
      </Box>
    </Layout>
  );
}
