// The article's rubrics (002 §2 "rubrics (add new or pick existing)"): pick any of them in a
// multiple choice, or add one in place (AddRubricDialog), which is then picked.
import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Button, Chip, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { useArticleReference } from '../useArticleReference';
import { AddRubricDialog } from './AddRubricDialog';

function ArticleRubricsWidget({ label }: WidgetProps) {
  const translate = useTranslate();
  const { rubrics } = useArticleReference();
  const { setValue, getFieldState } = useFormContext();
  // This field's state only: reading the form's own formState here would re-render the whole
  // form (both rich-text editors) on every keystroke anywhere in it.
  const formState = useFormState({ name: 'rubrics' });
  const picked = ((useWatch({ name: 'rubrics' }) as number[] | undefined) ?? []).map(Number);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const { error } = getFieldState('rubrics', formState);
  const set = (ids: number[]) => setValue('rubrics', ids, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  // Picks the added rubric once the reloaded list holds it.
  useEffect(() => {
    const found = added && rubrics.find((r) => r.slug === added);
    if (!found) return;
    setAdded(null);
    if (!picked.includes(found.id)) set([...picked, found.id]);
  });

  const value = picked.map((id) => rubrics.find((r) => r.id === id) ?? { id, name: `#${id}` });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete
        multiple
        sx={{ flex: 1 }}
        options={rubrics}
        value={value}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, next) => set(next.map((r) => r.id))}
        renderValue={(chosen, getItemProps) =>
          chosen.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={option.name} {...itemProps} />;
          })
        }
        renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error?.message ?? ' '} />}
      />
      <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ mt: 1 }}>
        {translate('app.articles.rubrics.add')}
      </Button>
      {adding && (
        <AddRubricDialog
          onClose={() => setAdding(false)}
          onAdded={(slug) => {
            setAdding(false);
            setAdded(slug);
          }}
        />
      )}
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'articleRubrics', component: ArticleRubricsWidget };
