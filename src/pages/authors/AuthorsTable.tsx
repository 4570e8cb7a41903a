// One kind of authors: photo, name (a link to the editor), position, and a delete button that asks
// first. A failed delete shows the spec's message.
import DeleteIcon from '@mui/icons-material/Delete';
import { Avatar, Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { Confirm, Link, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type Author, authorCalls } from '../../../dataProvider/authorCalls';
import type { AppDataProvider } from '../../../dataProvider/index';
import { fullName } from './useAuthors';

export function AuthorsTable({ authors, base, onDeleted }: { authors: Author[]; base: string; onDeleted: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [removing, setRemoving] = useState<Author>();
  const label = (field: string) => translate(`resources.authors.fields.${field}`);

  const remove = async () => {
    if (!removing) return;
    try {
      await dataProvider.request(authorCalls.remove(removing));
      notify('app.form.deleted', { type: 'success' });
      onDeleted();
    } catch {
      notify('app.authors.deleteFailed', { type: 'error' });
    }
    setRemoving(undefined);
  };

  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.authors.photo')}</TableCell>
            <TableCell>{label('lastName')}</TableCell>
            <TableCell>{label('position')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {translate('app.form.delete')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {authors.map((author) => (
            <TableRow key={author.id}>
              <TableCell>
                <Avatar src={author.thumb ?? undefined} alt="" />
              </TableCell>
              <TableCell>
                <Link to={`${base}/${author.id}`} aria-label={translate('app.authors.edit', { name: fullName(author) })}>
                  {fullName(author)}
                </Link>
              </TableCell>
              <TableCell>{author.position}</TableCell>
              <TableCell align="right">
                <IconButton aria-label={translate('app.authors.remove', { name: fullName(author) })} onClick={() => setRemoving(author)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={removing !== undefined}
        title={translate('app.form.deleteTitle', { name: removing ? fullName(removing) : '' })}
        content={translate('app.form.deleteText')}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(undefined)}
      />
    </>
  );
}
