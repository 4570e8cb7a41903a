// A record's history inside its edit form: a collapsed section that loads the history when it is
// opened. Shown to whoever may read the record's history
// (common/historyRestore.ts: an ADMIN, or whoever may restore the record).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { readsRecordHistory } from '../../../common/historyRestore';
import { useSession } from '../../auth/useSession';
import { RecordHistory } from './RecordHistory';

export function RecordHistorySection({ entity, id }: { entity: string; id: string | number }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const [open, setOpen] = useState(false);
  const region = useId();
  if (!readsRecordHistory(entity, roles)) return null;
  return (
    <Accordion expanded={open} onChange={(_event, expanded) => setOpen(expanded)} variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={region}>
        <Typography component="h3" variant="subtitle2">
          {translate('resources.history.record.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={region}>{open && <RecordHistory entity={entity} id={id} />}</AccordionDetails>
    </Accordion>
  );
}
