// Reports (002 §2 "Reports"): the general clinics report's download, with the language of its
// headings and the bytes received while it streams (its length is not known in advance), then
// saved under the name the server gave it.
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, Card, CardContent, FormControlLabel, LinearProgress, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { downloadRequest } from '../../dataProvider/callRequests';
import { withQuery } from '../../dataProvider/http';
import { saveFile } from '../../src/engine/parts/saveFile';
import { useLang } from '../../src/useLang';
import { reportCalls } from './calls';

type Locals = 'RU' | 'EN';

/** The report's address, for the link that works without scripts. */
const reportLink = (locals: Locals) => {
  const { path, query } = downloadRequest(reportCalls.calls.clinicsReport, { locals });
  return withQuery(path, query);
};

/** Sizes as people read them: 850 KB, 12.4 MB. */
const megabytes = (bytes: number) => (bytes < 1_000_000 ? `${Math.round(bytes / 1000)} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`);

export default function ReportsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const dataProvider = useDataProvider<CallsProvider<typeof reportCalls>>();
  const [locals, setLocals] = useState<Locals>(lang === 'en' ? 'EN' : 'RU');
  const [received, setReceived] = useState<number | null>(null);
  const download = async () => {
    setReceived(0);
    try {
      const file = await dataProvider.clinicsReport({ locals }, { onProgress: setReceived });
      saveFile(file);
      notify('app.reports.done', { type: 'success', messageArgs: { name: file.fileName } });
    } catch (error) {
      notify('app.reports.failed', { type: 'error', messageArgs: { reason: error instanceof Error ? error.message : String(error) } });
    } finally {
      setReceived(null);
    }
  };
  const busy = received !== null;
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('app.reports.title')} />
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h1">
            {translate('app.reports.clinics')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.reports.clinicsText')}
          </Typography>
          <RadioGroup
            row
            aria-label={translate('app.reports.language')}
            value={locals}
            onChange={(event) => setLocals(event.target.value as Locals)}
          >
            <FormControlLabel value="RU" control={<Radio />} label={translate('app.languages.ru')} disabled={busy} />
            <FormControlLabel value="EN" control={<Radio />} label={translate('app.languages.en')} disabled={busy} />
          </RadioGroup>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            href={reportLink(locals)}
            disabled={busy}
            onClick={(event) => {
              // The link works without scripts too; here it downloads with its progress shown.
              event.preventDefault();
              void download();
            }}
          >
            {translate('app.reports.download')}
          </Button>
          {busy && (
            <Stack spacing={0.5} sx={{ width: '100%' }} role="status">
              <Typography variant="body2">{translate('app.reports.progress', { size: megabytes(received) })}</Typography>
              <LinearProgress aria-label={translate('app.reports.download')} />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
