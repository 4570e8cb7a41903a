// The doctor edit modal (001 §2 "Doctors", §4): three side sections (Base, Specialties read-only,
// Description) in the edit language, each with its review state and review button (dapprove),
// the Preview button while the RU version is visible, and Close. Switching section or language,
// or closing, with unsaved edits asks to save or discard (the engine's three-choice modal).
import ApproveIcon from '@mui/icons-material/FactCheck';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs } from '@mui/material';
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { EditLang } from '../../../../common/lang';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { doctorCalls } from '../../../../resources/clinics/calls';
import { PreviewButton } from '../../../../resources/clinics/PreviewButton';
import { EditLanguageSelector } from '../../../engine/form/EditLanguageSelector';
import { useRegisteredSaveGuard } from '../../../engine/form/useUnsavedChangesGuard';
import { DoctorBaseSection } from './DoctorBaseSection';
import { DoctorDescriptionSection } from './DoctorDescriptionSection';
import { DoctorSpecialtiesSection } from './DoctorSpecialtiesSection';
import {
  avatarAnswerOf,
  type CompleteEdit,
  DOCTOR_SECTIONS,
  type DoctorListItem,
  type DoctorSectionKey,
  doctorName,
  doctorSectionState,
  textsOf,
} from './doctorsModel';

/** The preview button's call: the doctor's link (the button opens the tab before it answers). */

interface Props {
  doctor: DoctorListItem;
  initialLang: EditLang;
  onChanged: () => void;
  onClose: () => void;
}

export function DoctorDialog({ doctor, initialLang, onChanged, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof doctorCalls>>();
  const [section, setSection] = useState<DoctorSectionKey>('base');
  const [lang, setLang] = useState<EditLang>(initialLang);
  const [marks, setMarks] = useState<CompleteEdit>(doctor.completeEdit);
  const [approving, setApproving] = useState(false);
  const { guard, setDirty, registerSave } = useRegisteredSaveGuard();
  const onSaved = useCallback(
    (next: CompleteEdit) => {
      setMarks(next);
      onChanged();
    },
    [onChanged],
  );

  const number = DOCTOR_SECTIONS.find((s) => s.key === section)?.section ?? 1;
  const done = doctorSectionState(marks, lang, number) === 'complete';
  const approve = async () => {
    setApproving(true);
    try {
      const answer = await dataProvider.approveDoctor({ hash: doctor.hash, locals: lang, menu: number });
      notify('app.doctors.approved', { type: 'success', messageArgs: { lang } });
      onSaved(answer.completeEdit);
    } catch {
      notify('form.error', { type: 'error' });
    } finally {
      setApproving(false);
    }
  };
  const sectionProps = { hash: doctor.hash, lang, onDirty: setDirty, registerSave, onSaved, onChanged, avatar: avatarAnswerOf(doctor) };
  const name = doctorName(doctor, lang);

  return (
    <Dialog open onClose={() => guard.leave(onClose)} fullWidth maxWidth="lg" aria-labelledby="doctor-dialog-title">
      <DialogTitle id="doctor-dialog-title">{translate('app.doctors.dialogTitle', { name })}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <EditLanguageSelector value={lang} onChange={(next) => guard.leave(() => setLang(next))} />
          <Box sx={{ flex: 1 }} />
          {textsOf(doctor, 'RU')?.visible && <PreviewButton hash={doctor.hash} call="getDoctorPreviewLink" />}
          <Button
            variant={done ? 'outlined' : 'contained'}
            color="success"
            startIcon={<ApproveIcon />}
            disabled={approving}
            onClick={() => void approve()}
          >
            {translate(done ? 'app.doctors.reviewedAgain' : 'app.doctors.review', { lang })}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Tabs
            orientation="vertical"
            value={section}
            aria-label={translate('app.doctors.sectionsLabel')}
            onChange={(_, next: DoctorSectionKey) => guard.leave(() => setSection(next))}
            sx={{ borderRight: 1, borderColor: 'divider', minWidth: 180 }}
          >
            {DOCTOR_SECTIONS.map(({ key, section: n }) => (
              <Tab
                key={key}
                value={key}
                label={`${translate(`app.doctors.sections.${key}`)} · ${translate(`app.doctors.states.${doctorSectionState(marks, lang, n)}`)}`}
                sx={{ alignItems: 'flex-start', textAlign: 'left' }}
              />
            ))}
          </Tabs>
          <Box sx={{ flex: 1, minWidth: 0 }} key={`${section}-${lang}`}>
            {section === 'base' && <DoctorBaseSection {...sectionProps} />}
            {section === 'specialties' && <DoctorSpecialtiesSection hash={doctor.hash} lang={lang} />}
            {section === 'description' && <DoctorDescriptionSection {...sectionProps} />}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => guard.leave(onClose)}>{translate('app.doctors.close')}</Button>
      </DialogActions>
      {guard.dialog}
    </Dialog>
  );
}
