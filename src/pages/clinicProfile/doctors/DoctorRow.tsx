// One row of the doctors table (001 §2 "Doctors"): the 44 px avatar, name, specialty and short
// description (local texts over the catalogue's, in the edit language), the review states, the
// edit link, the read-only hired checkbox and the visible checkbox per language.
import EditIcon from '@mui/icons-material/Edit';
import { Avatar, Checkbox, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EDIT_LANGS, type EditLang } from '../../../../common/lang';
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
      <TableCell sx={{ maxWidth: 320 }}>
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
        <Stack direction="row">
          {EDIT_LANGS.map((l) => (
            <Tooltip key={l} title={l}>
              <Checkbox
                checked={textsOf(doctor, l)?.visible ?? false}
                disabled={busy}
                onChange={(event) => onToggle(l, event.target.checked)}
                slotProps={{ input: { 'aria-label': translate('app.doctors.visible', { lang: l, name }) } }}
              />
            </Tooltip>
          ))}
        </Stack>
      </TableCell>
      <TableCell>
        <Tooltip title={editLabel}>
          <IconButton aria-label={editLabel} onClick={onEdit}>
            <EditIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
