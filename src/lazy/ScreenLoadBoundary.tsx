// Catches a screen whose code could not be loaded and offers a reload (a failed React.lazy import
// stays failed until the page reloads). Other errors go on to the layout's error page.
import { Alert, Button, Stack } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export class ScreenLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout') {
    super(`Screen load ${reason}`);
  }
}

interface State {
  error?: unknown;
}

export class ScreenLoadBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof ScreenLoadError) return <ScreenLoadFailed reason={error.reason} />;
    throw error;
  }
}

function ScreenLoadFailed({ reason }: { reason: 'failed' | 'timeout' }) {
  const translate = useTranslate();
  return (
    <Stack sx={{ p: 3 }} alignItems="flex-start" spacing={2}>
      <Alert severity="error" role="alert">
        {translate(reason === 'timeout' ? 'app.chunk.timeout' : 'app.chunk.failed')}
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('app.chunk.reload')}
      </Button>
    </Stack>
  );
}
