// A yes/no mark.
import { BooleanField } from 'react-admin';
import type { CellEntry } from './types';

export const cell: CellEntry = { name: 'boolean', render: (column) => <BooleanField source={column.source} /> };
