// /admin/video (002 §2 "Video library"): the active videos (name, created, updated) with a button
// that expands a row into its editor and collapses it again, and the add-video modal. Also the
// REDACTOR's /redactor/video (docs/decisions.md "The REDACTOR role").
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Fragment, useState } from 'react';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import type { Video } from '../../../resources/video/videoRecords';
import { AddVideoDialog } from './AddVideoDialog';
import { useVideos } from './useVideos';
import { VideoEditor } from './VideoEditor';

export default function VideoPage() {
  const translate = useTranslate();
  const [locale = 'ru'] = useLocaleState();
  const { data, isPending, isError, invalidate } = useVideos();
  const [expanded, setExpanded] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const date = (epoch: number) => new Date(epoch).toLocaleString(locale === 'en' ? 'en-GB' : 'ru-RU');
  const toggle = (id: number) => setExpanded((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const title = translate('resources.video.name', { smart_count: 2 });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Button variant="contained" onClick={() => setAdding(true)}>
            {translate('app.video.addButton')}
          </Button>
        </Stack>
        {isPending && <Loading />}
        {isError && <Alert severity="error">{translate('app.video.loadFailed')}</Alert>}
        {data?.length === 0 && <Alert severity="info">{translate('app.video.empty')}</Alert>}
        {data && data.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 56 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('app.video.expandColumn')}
                  </Box>
                </TableCell>
                <TableCell>{translate('app.video.fields.title')}</TableCell>
                <TableCell>{translate('app.video.fields.created')}</TableCell>
                <TableCell>{translate('app.video.fields.updated')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((video: Video) => {
                const open = expanded.includes(video.id);
                return (
                  <Fragment key={video.id}>
                    <TableRow sx={{ '& > td': open ? { borderBottom: 'unset' } : {} }}>
                      <TableCell>
                        <IconButton
                          size="small"
                          aria-expanded={open}
                          aria-controls={`video-${video.id}`}
                          aria-label={translate(open ? 'app.video.collapse' : 'app.video.expand', { name: video.title })}
                          onClick={() => toggle(video.id)}
                        >
                          {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                        </IconButton>
                      </TableCell>
                      <TableCell>{video.title}</TableCell>
                      <TableCell>{date(video.created)}</TableCell>
                      <TableCell>{date(video.updated)}</TableCell>
                    </TableRow>
                    {open && (
                      <TableRow id={`video-${video.id}`}>
                        <TableCell colSpan={4}>
                          <VideoEditor key={video.updated} video={video} />
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {adding && (
        <AddVideoDialog
          onClose={() => setAdding(false)}
          onAdded={(videoId) => {
            setAdding(false);
            setExpanded((ids) => [...ids, videoId]);
            void invalidate();
          }}
        />
      )}
    </Card>
  );
}
