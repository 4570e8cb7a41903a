// A screen's page in a card: its title (the window's and the page's heading), the message of a load
// that failed (an i18n key), and its content.
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

interface Props {
  title: string;
  failed?: string | false;
  maxWidth?: number;
  children: ReactNode;
}

export function PageCard({ title, failed, maxWidth, children }: Props) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {failed && <Typography color="error">{translate(failed)}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}
