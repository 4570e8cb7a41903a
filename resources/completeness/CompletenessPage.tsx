// /admin/completeness: one row per profile section, for RU and EN the clinics whose section is
// complete, stale (reviewed before the other language changed) and incomplete; every number links
// to the clinics list filtered to exactly those clinics.
import {
  Alert,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Title, useDataProvider, useTranslate } from 'react-admin';
import { type ProfileSection, SECTION_STATES, SECTION_STEPS, type SectionState } from '../../common/completion';
import { EDIT_LANGS, type EditLang } from '../../common/lang';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { completenessCalls } from './calls';
import { clinicsIn } from './completenessLinks';

type Counts = Record<SectionState, number>;
type Answer = { total: number; sections: { section: ProfileSection; langs: Record<EditLang, Counts> }[] };

/** The colour a state's numbers are written in (text colours with AA contrast on both themes). */
const TONE: Record<SectionState, string> = { complete: 'success.main', stale: 'warning.dark', incomplete: 'text.primary' };

export default function CompletenessPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof completenessCalls>>();
  // The answer's sections are the profile's (common/completion.ts), in order.
  const query = useQuery({ queryKey: ['completeness'], queryFn: async () => (await dataProvider.directoryCompleteness()) as Answer });
  const t = (key: string, options?: object) => translate(`app.completeness.${key}`, options);
  const title = translate('resources.completeness.name', { smart_count: 2 });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {query.isPending && <LinearProgress />}
        {query.isError && (
          <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('reload')}</Button>}>
            {t('loadFailed')}
          </Alert>
        )}
        {query.data && (
          <>
            <Typography color="text.secondary" gutterBottom>
              {t('intro', { smart_count: query.data.total })}
            </Typography>
            <Table size="small" aria-describedby="completeness-legend">
              <caption id="completeness-legend">{t('legend')}</caption>
              <TableHead>
                <TableRow>
                  <TableCell rowSpan={2} component="th" scope="col">
                    {t('section')}
                  </TableCell>
                  {EDIT_LANGS.map((lang) => (
                    <TableCell key={lang} colSpan={SECTION_STATES.length} align="center" component="th" scope="colgroup">
                      {lang}
                    </TableCell>
                  ))}
                </TableRow>
                <TableRow>
                  {EDIT_LANGS.flatMap((lang) =>
                    SECTION_STATES.map((state) => (
                      <TableCell key={`${lang}-${state}`} align="right" component="th" scope="col">
                        {t(`states.${state}`)}
                      </TableCell>
                    )),
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.sections.map(({ section, langs }) => {
                  const name = translate(`app.profile.steps.${SECTION_STEPS[section]}`);
                  return (
                    <TableRow key={section} hover>
                      <TableCell component="th" scope="row">
                        {name}
                      </TableCell>
                      {EDIT_LANGS.flatMap((lang) =>
                        SECTION_STATES.map((state) => {
                          const n = langs[lang][state];
                          return (
                            <TableCell key={`${lang}-${state}`} align="right">
                              <Link
                                component={RouterLink}
                                to={clinicsIn({ section, lang, state })}
                                color={TONE[state]}
                                aria-label={t('link', { n, section: name, lang, state: t(`states.${state}`) })}
                              >
                                {n}
                              </Link>
                            </TableCell>
                          );
                        }),
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
