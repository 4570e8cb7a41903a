// The route element of a resource's screen (loaded lazily): the list with its modal form.

import type { ResourceDefinition } from '../../common/resource';
import { SchemaList } from './list/SchemaList';

export default function ResourceScreen({ definition }: { definition: ResourceDefinition }) {
  return <SchemaList definition={definition} />;
}
