// A list of video links (000 §5): a new link must match the schema's items' format (YouTube by
// default); the add button shows only then, and the input is gone at the schema's maxItems.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormHelperText, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { type TextFormatName, textFormats } from '../../../schemas/formats';
import type { WidgetEntry, WidgetProps } from './types';

const MAX_LENGTH = 256;

export function VideoLinksWidget({ field, label, property }: WidgetProps) {
  const translate = useTranslate();
  const { field: input, fieldState } = useInput({ source: field.source });
  const links: string[] = Array.isArray(input.value) ? input.value : [];
  const [draft, setDraft] = useState('');
  const link = draft.trim();
  const format = textFormats[(property.items?.text?.format ?? 'video') as TextFormatName];
  const invalid = link !== '' && (link.length > MAX_LENGTH || !new RegExp(format.pattern, 'u').test(link));
  const full = property.maxitems !== undefined && links.length >= property.maxitems;

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
      {!full && (
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            label={translate('app.form.newVideoLink')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
            error={invalid}
            helperText={invalid ? translate(format.key) : ' '}
            size="small"
            fullWidth
          />
          {link && !invalid && (
            <IconButton aria-label={translate('ra.action.add')} onClick={add}>
              <AddIcon />
            </IconButton>
          )}
        </Stack>
      )}
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'videoLinks', component: VideoLinksWidget };
