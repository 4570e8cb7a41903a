// The menu frame of a signed-in user: top bar, side menu by role, footer, and the live channel.
// Loaded by AppLayout once someone has signed in, so that the login page does not download it.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { LiveProvider } from '../live/LiveProvider';
import { AppMenu } from './AppMenu';
import { AppTopBar } from './AppTopBar';
import { Footer } from './Footer';

export default function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <LiveProvider>
      {/* The content may shrink below its tables' width: a wide table scrolls in its own frame,
          not the page (react-admin's layout is as wide as its content otherwise). */}
      <Layout appBar={AppTopBar} menu={AppMenu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
          <Box sx={{ flexGrow: 1 }}>{children}</Box>
          <Footer />
        </Box>
      </Layout>
    </LiveProvider>
  );
}
