// The cell registry: the formatters of one value (valueCells.tsx), and each `*Cell.tsx` file of
// this folder (and of a resource's `cells/` folder), which declares one way to show a column
// (`export const cell: CellEntry`), found here by its file name, so a new cell is one entry or one
// file and no union is edited. A column names its cell as `display`; plain text when it names none.
import type { CellEntry } from './types';
import { valueCells } from './valueCells';

// A resource's own cells live beside it (resources/<folder>/cells/*Cell.tsx) and register the same way.
const files = import.meta.glob<{ cell: CellEntry }>(['./*Cell.tsx', '../../../../resources/*/cells/*Cell.tsx'], { eager: true });

/** Every cell by name. */
export const cells: Readonly<Record<string, CellEntry['render']>> = Object.fromEntries(
  [...valueCells, ...Object.values(files).map(({ cell }) => cell)].map((cell) => [cell.name, cell.render]),
);

/** The cell a column names, or plain text; an unknown name is a mistake in the declaration. */
export function cellFor(display: string | undefined): CellEntry['render'] {
  const render = cells[display ?? 'text'];
  if (!render) throw new Error(`no cell "${display}" (src/engine/list/cells: ${Object.keys(cells).join(', ')})`);
  return render;
}
