// The article's doctor-author and editor-author (002 §2 "doctor-author and editor-author dropdowns
// with photo", §3 "Author": kept apart by isDoctor): two dropdowns of the active authors of each
// kind, each with its photo and a "none" choice. An author the article names who has since been
// soft-deleted is still shown (loaded by id), so the saved choice is never silently dropped. The
// authors are react-admin's `authors` resource (resources/authors): one cache with the authors
// screen, so an author saved there shows here at once.
import { Avatar, ListItemIcon, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { type Author, fullName } from '../../../resources/authors/authorRecords';
import { WHOLE_PAGE } from '../../engine/list/wholeList';

/** The two fields and the kind of author each offers. */
const FIELDS = [
  { source: 'author', isDoctor: true },
  { source: 'authorEditor', isDoctor: false },
] as const;

/** The named author when the active list lacks it (soft-deleted since it was picked). */
function useNamedAuthor(id: number, authors: Author[] | undefined) {
  const missing = id > 0 && authors !== undefined && !authors.some((a) => a.id === id);
  return useGetOne<Author>('authors', { id }, { enabled: missing, staleTime: 60_000 }).data;
}

/** What the closed dropdown shows: the photo and name, or "none". */
function Chosen({ author }: { author: Author | undefined }) {
  const translate = useTranslate();
  if (!author) return translate('app.articles.authors.none');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar src={author.thumb ?? undefined} alt="" sx={{ width: 24, height: 24 }} />
      <span>{fullName(author)}</span>
    </Stack>
  );
}

function AuthorSelect({ source, isDoctor, authors }: { source: string; isDoctor: boolean; authors: Author[] | undefined }) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: source });
  const value = Number(field.value) || 0;
  const named = useNamedAuthor(value, authors);
  const options = useMemo(() => {
    const ofKind = (authors ?? []).filter((a) => a.isDoctor === isDoctor);
    return named && !ofKind.some((a) => a.id === named.id) ? [named, ...ofKind] : ofKind;
  }, [authors, named, isDoctor]);
  // Until the list holds the saved author, the select shows it blank rather than warn of a bad value.
  const shown = options.some((a) => a.id === value) ? String(value) : '';
  return (
    <TextField
      select
      label={translate(`resources.articles.fields.${source}`)}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? ' '}
      sx={{ minWidth: 280, flex: 1 }}
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true, renderValue: (chosen) => <Chosen author={options.find((a) => String(a.id) === chosen)} /> },
      }}
    >
      <MenuItem value="">
        <ListItemText primary={translate('app.articles.authors.none')} />
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

export function AuthorsField() {
  const { data: authors } = useGetList<Author>('authors', { pagination: WHOLE_PAGE, sort: { field: 'lastName', order: 'ASC' } });
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      {FIELDS.map(({ source, isDoctor }) => (
        <AuthorSelect key={source} source={source} isDoctor={isDoctor} authors={authors} />
      ))}
    </Stack>
  );
}
