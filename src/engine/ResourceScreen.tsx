// The route element of a resource's screen (loaded lazily): the list with its modal form, or, for a
// resource edited on pages of its own, a record's page at the list's path plus `/:id`, or its
// declared record page (`page`: an employee's profile, its tabs in the address).
import type { ResourceDefinition } from '../../common/resource';
import { RecordPage } from './form/RecordPage';
import { SchemaList } from './list/SchemaList';

type Shown = 'list' | 'record' | 'page';

export default function ResourceScreen({ definition, shows = 'list' }: { definition: ResourceDefinition; shows?: Shown }) {
  return shows === 'list' ? <SchemaList definition={definition} /> : <RecordPage definition={definition} />;
}
