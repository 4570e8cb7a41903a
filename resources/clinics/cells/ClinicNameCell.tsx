// A clinic's short or full name (the column's source) in the UI language, the spec's "~No data in
// EN~" when it has none; with `options.to`, a link to that page of the clinic (`:hash` filled).
import { Typography } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { editLangOf } from '../../../common/lang';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useLang } from '../../../src/useLang';
import type { ClinicItem } from '../clinicModel';

function ClinicName({ field, to }: { field: string; to?: string }) {
  const translate = useTranslate();
  const code = editLangOf(useLang());
  const clinic = useRecordContext<ClinicItem>();
  if (!clinic) return null;
  const text = clinic.ll10n[code]?.[field as 'name' | 'shortName'] || (
    <Typography variant="body2" color="text.secondary" component="span">
      {translate('app.clinics.noData', { lang: code })}
    </Typography>
  );
  if (!to) return <>{text}</>;
  return (
    <Link to={to.replace(':hash', clinic.hash)} underline="hover">
      {text}
    </Link>
  );
}

export const cell: CellEntry = {
  name: 'clinicName',
  render: (column) => <ClinicName field={column.source} to={column.options?.to as string | undefined} />,
};
