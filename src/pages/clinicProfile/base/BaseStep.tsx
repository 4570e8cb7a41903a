// Step "base" (000 §3 "Clinic base form", §5): names, address and contacts in the edit language;
// slug, region, cities, coordinates, rating, languages, video links and the time zone for all
// languages. The choices come with the answer (cities, languages) or from the time-zone call.
import { LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Choice } from '../../../../common/resource';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { timeZoneCalls } from '../../../../resources/clinics/calls';
import { clinicBaseSchema } from '../../../../schemas/clinicBase';
import { PageForm } from '../../../engine/form/PageForm';
import type { StepProps } from '../stepTypes';
import { useSectionForm } from '../useSectionForm';
import { type BaseAnswer, baseFields, baseSections } from './baseSections';

export default function BaseStep(props: StepProps) {
  const dataProvider = useDataProvider<CallsProvider<typeof timeZoneCalls>>();
  const { answer, loadedAt, persist, conflict } = useSectionForm<BaseAnswer>('base', baseFields, props);
  const zones = useQuery({
    queryKey: ['timeZones'],
    queryFn: (): Promise<Choice[]> => dataProvider.timeZones({ country: 'RUSSIA' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!answer || !zones.data) return <LinearProgress />;
  return (
    <PageForm
      key={loadedAt}
      schema={clinicBaseSchema}
      name="clinicBase"
      sections={baseSections(answer, zones.data)}
      record={{ ...answer.base, videoLinks: answer.videoLinks }}
      persist={persist}
      onDirtyChange={props.setDirty}
      registerSave={props.registerSave}
      conflict={conflict}
    />
  );
}
