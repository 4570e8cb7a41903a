// A list of video links (000 §5 "video link"): a new link is at most 256 characters and must be a
// valid video-hosting URL; the add button shows only then, and a link already listed is not added.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormHelperText, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { textFormats } from '../../../schemas/formats';
import type { WidgetProps } from './types';

const MAX_LENGTH = 256;
const VIDEO = new RegExp(textFormats.video.pattern, 'u');

const isVideoLink = (link: string) => link.length <= MAX_LENGTH && VIDEO.test(link);

export function VideoLinksWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { field: input, fieldState } = useInput({ source: field.source });
  const links: string[] = Array.isArray(input.value) ? input.value : [];
  const [draft, setDraft] = useState('');
  const link = draft.trim();
  const invalid = link !== '' && !isVideoLink(link);

  const add = () => {
    if (!links.includes(link)) input.onChange([...links, link]);
    setDraft('');
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      <List dense disablePadding>
        {links.map((item) => (
          <ListItem
            key={item}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={translate('ra.action.remove')}
                onClick={() => input.onChange(links.filter((other) => other !== item))}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label={translate('app.form.newVideoLink')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
          error={invalid}
          helperText={invalid ? translate('check.video') : ' '}
          size="small"
          fullWidth
        />
        {link && !invalid && (
          <IconButton aria-label={translate('ra.action.add')} onClick={add}>
            <AddIcon />
          </IconButton>
        )}
      </Stack>
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
}
