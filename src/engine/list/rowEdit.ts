// The opener of a list's modal form, for a resource's own cell that offers the edit among the row's
// other actions (ListConfig `editInCell`: a review's edit, or view when it is read-only). Undefined
// outside a declared list, and where the resource has no update call.
import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';

export const RowEditContext = createContext<((record: RaRecord) => void) | undefined>(undefined);

export const useRowEdit = () => useContext(RowEditContext);
