// The cell registry: the formatters of one value (valueCells.tsx) and each `*Cell.tsx` file here (and
// in a resource's `cells/` folder), found by its file name. A column names its cell as `display`.
import type { CellEntry } from './types';
import { valueCells } from './valueCells';

const files = import.meta.glob<{ cell: CellEntry }>(['./*Cell.tsx', '../../../../resources/*/cells/*Cell.tsx'], { eager: true });

export const cells: Readonly<Record<string, CellEntry['render']>> = Object.fromEntries(
  [...valueCells, ...Object.values(files).map(({ cell }) => cell)].map((cell) => [cell.name, cell.render]),
);

export function cellFor(display: string | undefined): CellEntry['render'] {
  const render = cells[display ?? 'text'];
  if (!render) throw new Error(`no cell "${display}" (src/engine/list/cells: ${Object.keys(cells).join(', ')})`);
  return render;
}
