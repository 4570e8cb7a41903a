// /admin/authors (002 §2 "Authors", §8): doctor authors and editor authors in two tables, each with
// its add button; an author opens its editor; delete is soft. The spec's messages for an empty
// list and for a failed load or delete.
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import type { Author } from '../../../resources/authors/authorRecords';
import { useScreenPath } from '../../engine/ScreenPath';
import { AuthorsTable } from './AuthorsTable';
import { useAuthors } from './useAuthors';

export default function AuthorsPage() {
  const translate = useTranslate();
  const base = useScreenPath();
  const { data, isPending, isError, invalidate } = useAuthors();
  const groups: [kind: 'doctors' | 'editors', add: string, authors: Author[]][] = [
    ['doctors', `${base}/0?doctor=1`, (data ?? []).filter((a) => a.isDoctor)],
    ['editors', `${base}/0`, (data ?? []).filter((a) => !a.isDoctor)],
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.authors.name', { smart_count: 2 })} />
      {isError && <Alert severity="error">{translate('app.authors.loadFailed')}</Alert>}
      {!isPending && !isError && data?.length === 0 && <Alert severity="info">{translate('app.authors.empty')}</Alert>}
      <Stack spacing={2}>
        {groups.map(([kind, add, authors]) => (
          <Card key={kind}>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  {translate(`app.authors.${kind}`)}
                </Typography>
                <Button component={Link} to={add} variant="contained">
                  {translate(kind === 'doctors' ? 'app.authors.addDoctor' : 'app.authors.addEditor')}
                </Button>
              </Stack>
              {authors.length > 0 && <AuthorsTable authors={authors} base={base} onDeleted={invalidate} />}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
