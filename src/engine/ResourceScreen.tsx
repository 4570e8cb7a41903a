// The route element of a resource's screen (loaded lazily): the list with its modal form, or, for a
// resource edited on pages of its own, a record's page at the list's path plus `/:id`.
import type { ResourceDefinition } from '../../common/resource';
import { RecordPage } from './form/RecordPage';
import { SchemaList } from './list/SchemaList';

export default function ResourceScreen({ definition, record }: { definition: ResourceDefinition; record?: boolean }) {
  return record ? <RecordPage definition={definition} /> : <SchemaList definition={definition} />;
}
