// The categories and specialties modal of the article's form (002 §2 "Modals: categories and
// specialties"): every active category with its specialties as checkboxes, and "all categories";
// the picks go straight to the form's lists (the field's, `categories`, and those it `edits`,
// `specialties` and `allCategories`). The button shows how many are picked and the field's message
// (categories are required unless a specialty is picked or "all" is on).
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
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { WidgetEntry } from '../../../src/engine/widgets/types';
import { useArticleReference } from '../useArticleReference';

type ListName = 'categories' | 'specialties';

function ArticleCatalogueWidget() {
  const translate = useTranslate();
  const reference = useArticleReference();
  const { setValue, getFieldState } = useFormContext();
  // This field's state only: reading the form's own formState here would re-render the whole
  // form (both rich-text editors) on every keystroke anywhere in it.
  const formState = useFormState({ name: ['categories', 'specialties', 'allCategories'] });
  const [categories = [], specialties = [], all = false] = useWatch({ name: ['categories', 'specialties', 'allCategories'] }) as [
    number[] | undefined,
    number[] | undefined,
    boolean | undefined,
  ];
  const [open, setOpen] = useState(false);
  const { error } = getFieldState('categories', formState);
  const set = (name: ListName | 'allCategories', value: unknown) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const toggle = (name: ListName, list: number[], id: number, on: boolean) =>
    set(name, on ? [...list.map(Number), id] : list.map(Number).filter((v) => v !== id));
  const ids = (list: number[]) => list.map(Number);

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('app.articles.catalogue.open')}
      </Button>
      <FormHelperText error={Boolean(error)}>
        {error?.message ??
          (all
            ? translate('app.articles.catalogue.all')
            : translate('app.articles.catalogue.picked', { categories: categories.length, specialties: specialties.length }))}
      </FormHelperText>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="catalogue-title">
        <DialogTitle id="catalogue-title">{translate('app.articles.catalogue.title')}</DialogTitle>
        <DialogContent dividers>
          <FormControlLabel
            label={translate('app.articles.catalogue.all')}
            control={<Checkbox checked={Boolean(all)} onChange={(event) => set('allCategories', event.target.checked)} />}
          />
          {reference.categories.map((category) => (
            <Stack key={category.id} sx={{ mb: 1 }}>
              <FormControlLabel
                label={category.name}
                control={
                  <Checkbox
                    checked={ids(categories).includes(category.id)}
                    onChange={(event) => toggle('categories', categories, category.id, event.target.checked)}
                  />
                }
              />
              <Stack direction="row" sx={{ flexWrap: 'wrap', pl: 4 }}>
                {category.specialties.map((specialty) => (
                  <FormControlLabel
                    key={specialty.id}
                    label={specialty.name}
                    control={
                      <Checkbox
                        size="small"
                        checked={ids(specialties).includes(specialty.id)}
                        onChange={(event) => toggle('specialties', specialties, specialty.id, event.target.checked)}
                      />
                    }
                  />
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
