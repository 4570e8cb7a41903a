// An author chosen from the active authors of one kind (`options.doctors`: the doctors or the
// editors; 002 §3 "Author": kept apart by isDoctor), each with the photo and the last and first
// name, in the server's order (by name): an article's doctor-author and editor-author (002 §2
// "dropdowns with photo"), an SEO page's author and editor. None chosen is none (null); the field's
// placeholder names it. An author the record names who has since been soft-deleted is still shown
// (read by id), so the saved choice is never silently dropped. The authors are react-admin's
// `authors` resource: one cache with the authors screen, so an author saved there shows here at once.
import { Avatar, ListItemIcon, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useGetOne, useInput, useTranslate } from 'react-admin';
import { AS_ANSWERED, WHOLE_PAGE } from '../../../src/engine/list/wholeList';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { type Author, fullName } from '../authorRecords';

/** The named author when the active list lacks it (soft-deleted since it was picked). */
function useNamedAuthor(id: number, authors: Author[] | undefined) {
  const missing = id > 0 && authors !== undefined && !authors.some((a) => a.id === id);
  return useGetOne<Author>('authors', { id }, { enabled: missing, staleTime: 60_000 }).data;
}

function Chosen({ author, none }: { author: Author | undefined; none: string }) {
  if (!author) return none;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar src={author.thumb ?? undefined} alt="" sx={{ width: 24, height: 24 }} />
      <span>{fullName(author)}</span>
    </Stack>
  );
}

function AuthorWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { doctors = false } = (field.options ?? {}) as { doctors?: boolean };
  const { data: authors } = useGetList<Author>('authors', { pagination: WHOLE_PAGE, sort: AS_ANSWERED });
  const { field: input, fieldState } = useInput({ source: field.source });
  const value = Number(input.value) || 0;
  const named = useNamedAuthor(value, authors);
  const options = useMemo(() => {
    const ofKind = (authors ?? []).filter((author) => author.isDoctor === doctors);
    return named && !ofKind.some((author) => author.id === named.id) ? [named, ...ofKind] : ofKind;
  }, [authors, named, doctors]);
  const none = field.placeholder ? translate(field.placeholder) : '';
  // Until the list holds the saved author, the select shows it blank rather than warn of a bad value.
  const shown = options.some((author) => author.id === value) ? String(value) : '';
  return (
    <TextField
      select
      label={label}
      name={input.name}
      inputRef={input.ref}
      value={shown}
      onBlur={input.onBlur}
      onChange={(event) => input.onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? ' '}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (chosen) => <Chosen author={options.find((author) => String(author.id) === chosen)} none={none} />,
        },
      }}
    >
      <MenuItem value="">
        <ListItemText primary={none} />
      </MenuItem>
      {options.map((author) => (
        <MenuItem key={author.id} value={String(author.id)}>
          <ListItemIcon>
            <Avatar src={author.thumb ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
          </ListItemIcon>
          <ListItemText primary={fullName(author)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

export const widget: WidgetEntry = { name: 'author', component: AuthorWidget };
