// How many records the list holds, in the screen's own words (`messages.count`, a plural with
// %{smart_count}: "3 фотографии"), at the start of the list's top bar once they are read.
import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export function ListCount({ message }: { message: string }) {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  return (
    <Typography color="text.secondary" sx={{ flex: 1, alignSelf: 'center', whiteSpace: 'nowrap' }}>
      {!isPending && translate(message, { smart_count: total ?? 0 })}
    </Typography>
  );
}
