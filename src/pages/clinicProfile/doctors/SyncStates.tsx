// A doctor's review state per language and section (doctors/aux cd/rd, 001 §4), as small marks:
// complete (green), stale (amber: the other language changed after the review), not reviewed.
import { Box, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EDIT_LANGS } from '../../../../common/lang';
import type { CompleteEdit } from './doctorsModel';
import { DOCTOR_SECTIONS, doctorSectionState } from './doctorsModel';

const COLOURS = { complete: 'success.main', stale: 'warning.main', incomplete: 'action.disabled' } as const;

export function SyncStates({ completeEdit }: { completeEdit: CompleteEdit }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      {EDIT_LANGS.map((lang) => (
        <Stack key={lang} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ fontSize: 12, width: 22 }}>
            {lang}
          </Box>
          {DOCTOR_SECTIONS.map(({ key, section }) => {
            const state = doctorSectionState(completeEdit, lang, section);
            const label = translate('app.doctors.stateOf', {
              section: translate(`app.doctors.sections.${key}`),
              lang,
              state: translate(`app.doctors.states.${state}`),
            });
            return (
              <Tooltip key={key} title={label}>
                <Box
                  role="img"
                  aria-label={label}
                  data-state={state}
                  sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: COLOURS[state], border: 1, borderColor: 'divider' }}
                />
              </Tooltip>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
