// The list tools' registry: each `*Tool.tsx` file here (and in src/pages/sync, the synchronisation
// being one of the design's own custom pieces) declares one control of a list's top bar, found by
// its file name, so a new tool is one file and no list or union is edited.
import type { ToolEntry } from './types';

const files = import.meta.glob<{ tool: ToolEntry }>(['./*Tool.tsx', '../../../pages/sync/*Tool.tsx'], { eager: true });

const tools: Readonly<Record<string, ToolEntry['component']>> = Object.fromEntries(
  Object.values(files).map(({ tool }) => [tool.name, tool.component]),
);

export function toolFor(name: string): ToolEntry['component'] {
  const tool = tools[name];
  if (!tool) throw new Error(`no list tool "${name}" (src/engine/list/tools: ${Object.keys(tools).join(', ')})`);
  return tool;
}

export const toolNames = () => Object.keys(tools);
