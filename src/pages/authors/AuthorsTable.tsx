// One kind of authors: photo, name (a link to the editor), position, and a delete button that asks
// first. A failed delete shows the spec's message.
import DeleteIcon from '@mui/icons-material/Delete';
import { Avatar, Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { Author, AuthorsProvider } from '../../../resources/authors/authorRecords';
import { RemoveConfirm } from '../../engine/form/RemoveConfirm';
import { fullName } from './useAuthors';

export function AuthorsTable({ authors, base, onDeleted }: { authors: Author[]; base: string; onDeleted: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AuthorsProvider>();
  const [removing, setRemoving] = useState<Author>();
  const label = (field: string) => translate(`resources.authors.fields.${field}`);

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
      {removing && (
        <RemoveConfirm
          title={translate('app.form.deleteTitle', { name: fullName(removing) })}
          content={translate('app.form.deleteText')}
          request={() => dataProvider.deleteAuthor({ id: removing.id }, { version: removing.updated })}
          removed="app.form.deleted"
          failed="app.authors.deleteFailed"
          onRemoved={onDeleted}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </>
  );
}
