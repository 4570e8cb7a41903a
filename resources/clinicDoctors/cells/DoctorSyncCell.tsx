// A doctor's review state per language and section (001 §4: the list's completeEdit), as small
// marks: complete (green), stale (amber: the other language changed after the review), not reviewed.
import { Box, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { marksState } from '../../../common/completion';
import { EDIT_LANGS } from '../../../common/lang';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useDoctorRow } from '../useDoctorRow';

const COLOURS = { complete: 'success.main', stale: 'warning.main', incomplete: 'action.disabled' } as const;
/** The edit modal's sections by their numbers in the marks. */
const SECTIONS = [
  ['base', 1],
  ['specialties', 2],
  ['description', 3],
] as const;

function SyncStates() {
  const translate = useTranslate();
  const { doctor } = useDoctorRow();
  if (!doctor) return null;
  return (
    <Stack spacing={0.5}>
      {EDIT_LANGS.map((lang) => (
        <Stack key={lang} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ fontSize: 12, width: 22 }}>
            {lang}
          </Box>
          {SECTIONS.map(([key, section]) => {
            const state = marksState(doctor.completeEdit, lang, section);
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

export const cell: CellEntry = { name: 'doctorSync', render: () => <SyncStates /> };
