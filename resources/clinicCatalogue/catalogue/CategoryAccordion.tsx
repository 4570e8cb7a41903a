// One category of a catalogue step: a collapsible panel whose heading names the category and
// counts its selected entries (001 §2). Its content is mounted on first opening only (the
// transition's `mountOnEnter`), so a long catalogue renders fast, and stays mounted afterwards, so
// edits survive collapsing it.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Chip, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { CategoryView } from './catalogueModel';

export function CategoryAccordion({ category, children }: { category: CategoryView; children: ReactNode }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Accordion disableGutters slotProps={{ transition: { mountOnEnter: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography sx={{ flex: 1, fontWeight: 500 }}>{category.name}</Typography>
        <Chip
          size="small"
          color={category.selectedCount > 0 ? 'primary' : 'default'}
          label={translate('app.profileCatalogue.selectedCount', { count: category.selectedCount })}
          sx={{ mr: 1 }}
        />
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}
