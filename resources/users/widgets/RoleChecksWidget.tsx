// The roles an employee is given, a checkbox each, from the roles an account may be given
// (newUserOptions): the create modal's field (002 §2 "Users").
import { useController } from 'react-hook-form';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { RoleChecks } from '../RoleChecks';
import { useRoleOptions } from '../useRoleOptions';

function RoleChecksWidget({ field }: WidgetProps) {
  const options = useRoleOptions();
  const { field: input, fieldState } = useController({ name: field.source });
  const value = [input.value ?? []].flat().map(String);
  return <RoleChecks options={options} value={value} onChange={input.onChange} error={fieldState.error?.message} />;
}

export const widget: WidgetEntry = { name: 'roleChecks', component: RoleChecksWidget };
