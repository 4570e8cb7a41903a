// One row of the doctors table (001 §2 "Doctors"): the 44 px avatar, name, specialty and short
// description (local texts over the catalogue's, in the edit language), the review states, the
// edit link, the read-only hired checkbox and the visible checkbox per language, labelled RU and EN;
// the edit button stays in view while the table scrolls sideways.
import EditIcon from '@mui/icons-material/Edit';
import { Avatar, Checkbox, FormControlLabel, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EDIT_LANGS, type EditLang } from '../../../../common/lang';
import { STICKY_END } from '../../../engine/list/stickyColumn';
import type { DoctorListItem } from './doctorsModel';
import { avatarThumb, doctorName, textsOf } from './doctorsModel';
import { SyncStates } from './SyncStates';

interface Props {
  doctor: DoctorListItem;
  hired: boolean;
  lang: EditLang;
  busy: boolean;
  onEdit: () => void;
  onToggle: (lang: EditLang, visible: boolean) => void;
}

export function DoctorRow({ doctor, hired, lang, busy, onEdit, onToggle }: Props) {
  const translate = useTranslate();
  const name = doctorName(doctor, lang);
  const texts = textsOf(doctor, lang);
  const thumb = avatarThumb(doctor);
  const editLabel = translate('app.doctors.edit', { name });
  return (
    <TableRow hover data-testid={`doctor-${doctor.id}`}>
      <TableCell>
        <Avatar src={thumb ?? undefined} alt={translate('app.doctors.avatar.photoOf', { name })} sx={{ width: 44, height: 44 }} />
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
      </TableCell>
      <TableCell>{texts?.specialty}</TableCell>
      <TableCell sx={{ maxWidth: 240 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {texts?.shortDescription}
        </Typography>
      </TableCell>
      <TableCell>
        <SyncStates completeEdit={doctor.completeEdit} />
      </TableCell>
      <TableCell padding="checkbox">
        <Checkbox checked={hired} disabled slotProps={{ input: { 'aria-label': translate('app.doctors.hired', { name }) } }} />
      </TableCell>
      <TableCell>
        <Stack>
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
                  onChange={(event) => onToggle(l, event.target.checked)}
                  slotProps={{ input: { 'aria-label': translate('app.doctors.visible', { lang: l, name }) } }}
                />
              }
            />
          ))}
        </Stack>
      </TableCell>
      <TableCell sx={STICKY_END}>
        <Tooltip title={editLabel}>
          <IconButton aria-label={editLabel} onClick={onEdit}>
            <EditIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
