// The clinic profile editor's frame (000 §2, 001 §2): /admin/clinics/profile/{hash}/{step}. Left:
// the way back to the list, the clinic, its visibility and the steps with their completion marks;
// right: the edit language, the preview, the review button, the step itself and Back/Next.
// Leaving the step or switching the edit language with unsaved edits opens the three-choice modal.
import ListIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link, RecordContextProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { EditLang } from '../../../common/lang';
import { CLINIC_PREVIEW } from '../../../resources/clinics';
import { hostedPart } from '../../../resources/parts';
import { EditLanguageSelector } from '../../engine/form/EditLanguageSelector';
import { PreviewButton } from '../../engine/form/PreviewButton';
import { useRegisteredSaveGuard } from '../../engine/form/useUnsavedChangesGuard';
import { RecordHistoryButton } from '../../engine/history/RecordHistoryButton';
import { HostedScreen } from '../../engine/host/HostedScreen';
import { backToList } from '../../engine/list/listPlace';
import { SectionApproval } from '../../engine/page/SectionApproval';
import { useStartAtTop } from '../../engine/useStartAtTop';
import { PresenceNote } from '../../live/PresenceNote';
import { NotFoundPage } from '../ErrorPage';
import { clinicTitle, type ProfileClinic } from './clinicProfileModel';
import { ProfileMenu } from './ProfileMenu';
import { stepAt } from './profileSteps';
import { StepNavigation } from './StepNavigation';
import { VisibilityToggles } from './VisibilityToggles';

/** The review of the shown step's section (POST /api/admin/approve/{hash}, `menu` its number), in
 * the words of the doctor's (resources/clinicDoctors/parts.ts). */
const APPROVAL = {
  call: 'approveClinicSection',
  param: 'menu',
  label: 'app.profile.review',
  again: 'app.profile.reviewedAgain',
  done: 'app.profile.approved',
};

export default function ClinicWizard() {
  const { hash = '', step } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const [lang, setLang] = useState<EditLang>('RU');
  const { guard, setDirty, registerSave } = useRegisteredSaveGuard();
  // The clinic by its hash (the call's `one.id`; its own id is its number), read again after every
  // save or review so that the completion marks follow the server.
  const { data, refetch: reload } = useGetOne('clinics', { id: hash });
  const clinic = data as ProfileClinic | undefined;
  const onSaved = useCallback(() => {
    notify('form.success', { type: 'success' });
    void reload();
  }, [notify, reload]);
  const host = useMemo(() => ({ lang, setDirty, registerSave, onSaved }), [lang, setDirty, registerSave, onSaved]);
  // Back, Next or the step menu: the step starts at its top (issue 26 point 3).
  useStartAtTop(step);

  const at = stepAt(step);
  if (!at) return <NotFoundPage />;
  const { current, previous, next } = at;
  const hosted = hostedPart('clinicProfile', current.resource);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
      <Paper sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0, p: 1 }}>
        <Button component={Link} {...backToList('/admin/clinics')} startIcon={<ListIcon />} size="small">
          {translate('app.profile.toList')}
        </Button>
        {clinic ? (
          <Box sx={{ px: 1, py: 1 }}>
            <Typography variant="subtitle1" component="h1">
              {clinicTitle(clinic, lang)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              ID {clinic.id}
            </Typography>
            <VisibilityToggles clinic={clinic} />
            <RecordHistoryButton entity="clinics" id={clinic.id} />
          </Box>
        ) : (
          <LinearProgress />
        )}
        <ProfileMenu hash={hash} current={current.step} lang={lang} completeEdit={clinic?.completeEdit} />
      </Paper>
      <Paper sx={{ flex: 1, p: 2, minWidth: 0, width: '100%' }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
            {translate(`app.profile.steps.${current.step}`)}
          </Typography>
          <EditLanguageSelector value={lang} onChange={(next) => guard.leave(() => setLang(next))} />
          {clinic && (
            <RecordContextProvider value={clinic}>
              <PreviewButton preview={CLINIC_PREVIEW} small />
            </RecordContextProvider>
          )}
          <SectionApproval
            approval={APPROVAL}
            input={{ hash, locals: lang }}
            lang={lang}
            section={current.section}
            marks={clinic?.completeEdit}
            onApproved={() => void reload()}
          />
        </Stack>
        <PresenceNote kind="clinic" id={clinic?.id} />
        {/* A new boundary per step: while a step's code loads, the page shows the new step's header
            and a progress bar, never the previous step under the new address. */}
        <Suspense key={current.step} fallback={<LinearProgress />}>
          {/* A new step or language starts its view afresh, with the data of that language. */}
          <HostedScreen key={`${current.step}-${lang}`} definition={hosted} host={host} />
        </Suspense>
        <StepNavigation hash={hash} previous={previous} next={next} />
      </Paper>
      {guard.dialog}
    </Stack>
  );
}
