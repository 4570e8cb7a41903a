// The card that holds each access page (sign-in, forgotten password, set password).
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ width: '100%', maxWidth: 420, alignSelf: 'flex-start', mt: { xs: 2, md: 6 } }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
