// The frame of the pages seen before signing in (002 §2 "Not-logged-in view"): a top bar with the
// brand, a login button and the language selector; the page; the footer.
import { AppBar, Box, Button, Link, Toolbar } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Loading, Link as RouterLink, useTranslate } from 'react-admin';
import { Footer } from './Footer';
import { LanguageSelector } from './LanguageSelector';
import { NamedProgress } from './NamedProgress';

export function PublicFrame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <NamedProgress>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <AppBar position="static" color="secondary">
          <Toolbar sx={{ gap: 2 }}>
            <Link component={RouterLink} to="/login" color="inherit" underline="none" variant="h6" sx={{ flexGrow: 1 }}>
              {translate('app.brand')}
            </Link>
            <LanguageSelector />
            <Button component={RouterLink} to="/login" color="inherit" variant="outlined">
              {translate('app.auth.loginButton')}
            </Button>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', p: 3 }}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </Box>
        <Footer />
      </Box>
    </NamedProgress>
  );
}
