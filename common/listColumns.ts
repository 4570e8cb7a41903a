// The columns of a declared table that a person may hide (issue 27 point 4: the column chooser),
// named by the field each shows: the leading columns, the title, the declared columns, the toggles,
// in the table's order. A sticky column (a row's own buttons) and the row actions, edit and delete
// columns are always shown: they are how a row is worked on, not what it says. Read by the table
// (src/engine/list/TableView.tsx), the chooser, the views' calls and the export, so that the list
// shown, the view saved and the file written name the same columns.
import type { ResourceConfig } from './resource';
import { titleSource } from './resource';

/** The names of the table's columns that the chooser offers, in the table's order. */
export function choosableColumns(config: ResourceConfig): string[] {
  const { leading = [], columns, toggles = [] } = config.list;
  const names = [
    ...leading.filter((column) => !column.sticky).map((column) => column.source),
    titleSource(config),
    ...columns.filter((column) => !column.sticky).map((column) => column.source),
    ...toggles.map((toggle) => toggle.source),
  ];
  return [...new Set(names)];
}

/** Whether a column is shown: every one when no choice was made (or none of the chosen names is
 * still a column), else the chosen ones and those the chooser does not offer. */
export function isShown(config: ResourceConfig, chosen: readonly string[] | null | undefined, name: string): boolean {
  const offered = choosableColumns(config);
  if (!chosen?.some((column) => offered.includes(column))) return true;
  return !offered.includes(name) || chosen.includes(name);
}
