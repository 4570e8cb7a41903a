// What a list tool file declares to the registry (`export const tool`): the name a list's `tools`
// names, and the control it draws in the list's top bar with the tool's declared options.
import type { ComponentType } from 'react';

export interface ToolEntry {
  name: string;
  component: ComponentType<{ options?: Readonly<Record<string, unknown>> }>;
}
