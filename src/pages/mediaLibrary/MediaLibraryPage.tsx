// /admin/media (001 §2 "Media library", 002 §2): the library, its page in the query string
// (?page=2, from 1), so that a link or a reload shows the same page and the menu opens page 1.
import { Card } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MediaLibraryView } from './MediaLibraryView';

const pageOf = (text: string | null) => Math.max(1, Math.trunc(Number(text)) || 1);

export default function MediaLibraryPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const onPage = (to: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(to));
      return next;
    });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.mediafiles.name', { smart_count: 2 })} />
      <MediaLibraryView page={page} onPage={onPage} />
    </Card>
  );
}
