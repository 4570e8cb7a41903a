// The rules a form validates with: the declaration's schema, or the one its form's `schemaFor` loads
// for the record (the schema modules, each with its precompiled validator, stay out of the first
// page). Undefined while loading.
import { useEffect, useState } from 'react';
import type { ResourceDefinition } from '../../../common/resource';

export function useRules({ schema, config }: ResourceDefinition, values: Record<string, unknown>, isNew: boolean): object | undefined {
  const pick = config.form.schemaFor;
  const [rules, setRules] = useState<object | undefined>(pick ? undefined : schema);
  useEffect(() => {
    if (!pick) return;
    let current = true;
    void pick(values, isNew).then((loaded) => current && setRules(loaded));
    return () => {
      current = false;
    };
  }, [pick, values, isNew]);
  return rules;
}
