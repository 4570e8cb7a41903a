// Reports (002 §2 "Reports"): the general clinics report's download, with the language of its
// headings and the bytes received while it streams (its length is not known in advance), then
// saved under the name the server gave it (src/engine/parts/useDownload.ts, as a list's export).
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, Card, CardContent, FormControlLabel, LinearProgress, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { downloadRequest } from '../../dataProvider/callRequests';
import { withQuery } from '../../dataProvider/http';
import { useDownload } from '../../src/engine/parts/useDownload';
import { useLang } from '../../src/useLang';
import { reportCalls } from './calls';

type Locals = 'RU' | 'EN';

/** The report's address, for the link that works without scripts. */
const reportLink = (locals: Locals) => {
  const { path, query } = downloadRequest(reportCalls.calls.clinicsReport, { locals });
  return withQuery(path, query);
};

export default function ReportsPage() {
  const translate = useTranslate();
  const lang = useLang();
  const dataProvider = useDataProvider<CallsProvider<typeof reportCalls>>();
  const [locals, setLocals] = useState<Locals>(lang === 'en' ? 'EN' : 'RU');
  const { download, busy, size } = useDownload({ done: 'app.reports.done', failed: 'app.reports.failed' });
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
              void download((onProgress) => dataProvider.clinicsReport({ locals }, { onProgress }));
            }}
          >
            {translate('app.reports.download')}
          </Button>
          {busy && (
            <Stack spacing={0.5} sx={{ width: '100%' }} role="status">
              <Typography variant="body2">{translate('app.reports.progress', { size })}</Typography>
              <LinearProgress aria-label={translate('app.reports.download')} />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
