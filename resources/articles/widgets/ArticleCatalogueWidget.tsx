// The categories and specialties modal of the article's form (002 §2 "Modals: categories and
// specialties"): every active category with its specialties as checkboxes, and "all categories";
// the picks go straight to the form's lists (the field's, `categories`, and those it `edits`,
// `specialties` and `allCategories`), kept as the arrays of numbers the article's schema takes.
// The button shows how many are picked and the field's message (categories are required unless a
// specialty is picked or "all" is on).
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AllFlag } from '../../../src/engine/widgets/ChecksWidget';
import { useIdList } from '../../../src/engine/widgets/IdsPicker';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { useArticleReference } from '../useArticleReference';

/** A checkbox that adds its id to a list of the form or takes it out. */
function IdCheck({ list, id, label, small }: { list: ReturnType<typeof useIdList>; id: number; label: string; small?: boolean }) {
  const on = list.ids.includes(String(id));
  const toggle = () => list.write(on ? list.ids.filter((picked) => picked !== String(id)) : [...list.ids, id]);
  return <FormControlLabel label={label} control={<Checkbox size={small ? 'small' : 'medium'} checked={on} onChange={toggle} />} />;
}

function ArticleCatalogueWidget({ field }: WidgetProps) {
  const translate = useTranslate();
  const reference = useArticleReference();
  const [specialtiesField = 'specialties', allField = 'allCategories'] = field.edits ?? [];
  // Each list's own state only: the form's whole state here would re-render the whole form (both
  // rich-text editors) on every keystroke anywhere in it.
  const categories = useIdList(field.source, true);
  const specialties = useIdList(specialtiesField, true);
  const all = useWatch({ name: allField }) === true;
  const [open, setOpen] = useState(false);
  const error = categories.fieldState.error?.message;
  const picked = translate('app.articles.catalogue.picked', { categories: categories.ids.length, specialties: specialties.ids.length });
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('app.articles.catalogue.open')}
      </Button>
      <FormHelperText error={Boolean(error)}>{error ?? (all ? translate('app.articles.catalogue.all') : picked)}</FormHelperText>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="catalogue-title">
        <DialogTitle id="catalogue-title">{translate('app.articles.catalogue.title')}</DialogTitle>
        <DialogContent dividers>
          <AllFlag name={allField} label={translate('app.articles.catalogue.all')} />
          {reference.categories.map((category) => (
            <Stack key={category.id} sx={{ mb: 1 }}>
              <IdCheck list={categories} id={category.id} label={category.name} />
              <Stack direction="row" sx={{ flexWrap: 'wrap', pl: 4 }}>
                {category.specialties.map((specialty) => (
                  <IdCheck key={specialty.id} list={specialties} id={specialty.id} label={specialty.name} small />
                ))}
              </Stack>
            </Stack>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.articles.catalogue.done')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'articleCatalogue', component: ArticleCatalogueWidget };
