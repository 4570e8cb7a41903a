// One logo of the logo step (the clinic's own or the catalogue's): its title, the image on a
// checkered ground that shows transparency, or a note that there is none, and its actions.
import { Box, Card, CardActions, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { LogoFile } from '../../../../resources/clinicPictures/mediaModel';

interface Props {
  title: string;
  logo: LogoFile | null;
  /** Shown when there is no logo. */
  empty: string;
  alt: string;
  testId: string;
  children?: ReactNode;
}

const CHECKERED = {
  backgroundColor: '#fff',
  backgroundImage:
    'linear-gradient(45deg, #f0f0f0 25%, transparent 25%, transparent 75%, #f0f0f0 75%), linear-gradient(45deg, #f0f0f0 25%, transparent 25%, transparent 75%, #f0f0f0 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
};

export function LogoPanel({ title, logo, empty, alt, testId, children }: Props) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ width: 320, maxWidth: '100%', flexShrink: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ height: 220, mx: 2, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 1, ...CHECKERED }}>
        {logo ? (
          <Box component="img" src={logo.url} alt={alt} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', p: 1 }} />
        ) : (
          <Typography color="text.secondary" sx={{ px: 2, textAlign: 'center' }}>
            {empty}
          </Typography>
        )}
      </Box>
      <CardActions sx={{ px: 2, pb: 2, pt: 1.5, minHeight: 52, flexWrap: 'wrap', gap: 1 }}>{children}</CardActions>
    </Card>
  );
}
