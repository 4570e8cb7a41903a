// A doctor's visibility on the portal per language (toggleclinicdoctor), two boxes labelled RU and
// EN: each change is saved at once, said, and the list read again (the answer says what the portal
// shows now; the staff's layer changed); the profile's frame hears of it and says so.
import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { EDIT_LANGS, type EditLang } from '../../../common/lang';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { useHost } from '../../../src/engine/host/hostContext';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import type { doctorCalls } from '../../clinics/calls';
import { doctorName, textsOf } from '../doctorTexts';
import { useDoctorRow } from '../useDoctorRow';

function Visible() {
  const translate = useTranslate();
  const notify = useNotify();
  const host = useHost();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<CallsProvider<typeof doctorCalls>>();
  const { doctor, lang } = useDoctorRow();
  const [busy, setBusy] = useState(false);
  if (!doctor) return null;
  const name = doctorName(doctor, lang);
  const toggle = async (locals: EditLang, visible: boolean) => {
    setBusy(true);
    try {
      const answer = await dataProvider.toggleClinicDoctor({ locals, visible, doctorid: doctor.id });
      // The frame says the success, having read the profile's marks again.
      if (host) host.onSaved();
      else notify('form.success', { type: 'success' });
      if (answer.visible[locals] !== visible) notify('app.doctors.failed', { type: 'error' });
    } catch {
      notify('app.doctors.failed', { type: 'error' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['clinicDoctors'] });
      setBusy(false);
    }
  };
  return (
    // A click here is the box's, not the row's (which opens the edit modal).
    <Stack data-testid={`doctor-${doctor.id}`} onClick={(event) => event.stopPropagation()}>
      {EDIT_LANGS.map((l) => (
        <FormControlLabel
          key={l}
          label={l}
          sx={{ m: 0 }}
          control={
            <Checkbox
              size="small"
              checked={textsOf(doctor, l)?.visible ?? false}
              disabled={busy}
              onChange={(event) => void toggle(l, event.target.checked)}
              slotProps={{ input: { 'aria-label': translate('app.doctors.visible', { lang: l, name }) } }}
            />
          }
        />
      ))}
    </Stack>
  );
}

export const cell: CellEntry = { name: 'doctorVisible', render: () => <Visible /> };
