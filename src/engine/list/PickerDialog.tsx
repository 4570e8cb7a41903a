// A declared list in selection mode (001 §2) in a modal, each row offering to be chosen; its page is
// its own, from 1 each time (the rich-text image button, the article editor, the SEO page's image).
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { type RaRecord, ResourceContextProvider, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { SchemaList } from './SchemaList';

interface Props<R extends RaRecord> {
  resource: string;
  /** The modal's title, an i18n key. */
  title: string;
  onSelect: (record: R) => void;
  onClose: () => void;
}

export default function PickerDialog<R extends RaRecord>({ resource, title, onSelect, onClose }: Props<R>) {
  const translate = useTranslate();
  const definition = resources.find((candidate) => candidate.config.name === resource);
  if (!definition) throw new Error(`no declared resource "${resource}" to pick from`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="picker-title">
      <DialogTitle id="picker-title" sx={{ pr: 6 }}>
        {translate(title)}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <ResourceContextProvider value={resource}>
          <SchemaList definition={definition} picker={{ onSelect: (record) => onSelect(record as R) }} />
        </ResourceContextProvider>
      </DialogContent>
    </Dialog>
  );
}
