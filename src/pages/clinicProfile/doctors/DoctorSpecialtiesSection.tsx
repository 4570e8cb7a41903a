// The doctor modal's Specialties section (section 2; 001 §2): the doctor's specialties from the
// catalogue (GET doctorselectedspecialties), read-only, named in the edit language.
import { LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EditLang } from '../../../../common/lang';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { doctorCalls } from '../../../../resources/clinics/calls';

export function DoctorSpecialtiesSection({ hash, lang }: { hash: string; lang: EditLang }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof doctorCalls>>();
  const query = useQuery({
    queryKey: ['doctorSpecialties', hash],
    queryFn: () => dataProvider.listDoctorSpecialties({ hash }),
  });
  if (!query.data) return <LinearProgress />;
  const { specialties } = query.data;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.doctors.specialtiesHint')}
      </Typography>
      {specialties.length ? (
        <List dense>
          {specialties.map((s) => (
            <ListItem key={s.id} disableGutters>
              <ListItemText primary={s.name[lang] || s.name.RU} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography>{translate('app.doctors.noSpecialties')}</Typography>
      )}
    </Stack>
  );
}
