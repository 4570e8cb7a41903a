// What the clinics' cells share: the row's clinic with its extras (its modules, its doctors' and
// reviews' counts), which the list answers beside the page in maps by clinic id (meta.sides), and
// the grey line under a cell's value.
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useRecordContext } from 'react-admin';
import { type ClinicItem, type ClinicRecord, withExtras } from '../clinicModel';

export function useClinicRow(): ClinicRecord | undefined {
  const clinic = useRecordContext<ClinicItem>();
  const sides = (useListContext().meta as { sides?: Record<string, unknown> } | undefined)?.sides;
  return clinic && withExtras([clinic], sides)[0];
}

export const Caption = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="text.secondary" component="div">
    {children}
  </Typography>
);
