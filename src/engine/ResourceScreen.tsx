// The route element of a resource's screen (loaded lazily): the list with its modal form.

import { SchemaList } from './list/SchemaList';
import type { ResourceDefinition } from '../../common/resource';

export default function ResourceScreen({ definition }: { definition: ResourceDefinition }) {
  return <SchemaList definition={definition} />;
}
