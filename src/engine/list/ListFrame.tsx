// The frame of a list inside a screen (a clinic's documents, pictures, patient reviews): the bar
// with its filters, its count and its add button; a progress bar while it loads (or something
// else keeps it busy, an upload); the error with a way to read it again; the empty state; and the
// rows once there are some. Its words are the catalog's `<messages>.count`, `.loadFailed`,
// `.reload` and `.empty`.
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  messages: string;
  count: number;
  list: { isPending: boolean; isError: boolean; reload: () => unknown };
  busy?: boolean;
  filters?: ReactNode;
  add: ReactNode;
  children: ReactNode;
}

export function ListFrame({ messages, count, list, busy, filters, add, children }: Props) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {filters}
        <Typography color="text.secondary" sx={{ flex: 1, whiteSpace: 'nowrap' }}>
          {!list.isPending && translate(`${messages}.count`, { smart_count: count })}
        </Typography>
        {add}
      </Stack>
      {(list.isPending || busy) && <LinearProgress />}
      {list.isError && (
        <Alert severity="error" action={<Button onClick={() => void list.reload()}>{translate(`${messages}.reload`)}</Button>}>
          {translate(`${messages}.loadFailed`)}
        </Alert>
      )}
      {!list.isPending && !list.isError && count === 0 && (
        <Box sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2, p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{translate(`${messages}.empty`)}</Typography>
        </Box>
      )}
      {count > 0 && children}
    </>
  );
}
