// The doctor modal's Specialties section (001 §2): the doctor's specialties from the catalogue
// (GET doctorselectedspecialties), read-only, named in the edit language.
import { LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { type RecordPageState, useRecordPage } from '../../../src/engine/page/recordPageContext';
import type { WidgetEntry } from '../../../src/engine/widgets/types';
import type { doctorCalls } from '../../clinics/calls';

function DoctorSpecialtiesWidget() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof doctorCalls>>();
  const { record, input } = useRecordPage() as RecordPageState;
  const hash = String(record.hash);
  const lang: EditLang = input?.locals === 'EN' ? 'EN' : 'RU';
  const query = useQuery({ queryKey: ['doctorSpecialties', hash], queryFn: () => dataProvider.listDoctorSpecialties({ hash }) });
  if (!query.data) return <LinearProgress />;
  const { specialties } = query.data;
  return specialties.length ? (
    <List dense>
      {specialties.map((s) => (
        <ListItem key={s.id} disableGutters>
          <ListItemText primary={s.name[lang] || s.name.RU} />
        </ListItem>
      ))}
    </List>
  ) : (
    <Typography>{translate('app.doctors.noSpecialties')}</Typography>
  );
}

export const widget: WidgetEntry = { name: 'doctorSpecialties', component: DoctorSpecialtiesWidget };
