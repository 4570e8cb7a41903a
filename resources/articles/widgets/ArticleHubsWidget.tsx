// The article's hubs (002 §3 "hubs", "allHubs"; §5 "hubs required"): "all hubs" (the field it
// `edits`) or a checkbox per hub, with the field's message under them.
import { Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { useArticleReference } from '../useArticleReference';

function ArticleHubsWidget({ label }: WidgetProps) {
  const translate = useTranslate();
  const { hubs } = useArticleReference();
  const { setValue, getFieldState } = useFormContext();
  // This field's state only: reading the form's own formState here would re-render the whole
  // form (both rich-text editors) on every keystroke anywhere in it.
  const formState = useFormState({ name: ['hubs', 'allHubs'] });
  const [picked = [], all = false] = useWatch({ name: ['hubs', 'allHubs'] }) as [number[] | undefined, boolean | undefined];
  const { error } = getFieldState('hubs', formState);
  const set = (name: string, value: unknown) => setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const ids = picked.map(Number);
  return (
    <FormGroup role="group" aria-labelledby="hubs-label" row sx={{ alignItems: 'center', columnGap: 1 }}>
      <FormLabel id="hubs-label" sx={{ mr: 1 }}>
        {label}
      </FormLabel>
      <FormControlLabel
        label={translate('app.articles.hubs.all')}
        control={<Checkbox checked={Boolean(all)} onChange={(event) => set('allHubs', event.target.checked)} />}
      />
      {hubs.map((hub) => (
        <FormControlLabel
          key={hub.id}
          label={hub.name}
          control={
            <Checkbox
              checked={ids.includes(hub.id)}
              onChange={(event) => set('hubs', event.target.checked ? [...ids, hub.id] : ids.filter((id) => id !== hub.id))}
            />
          }
        />
      ))}
      {error?.message && (
        <FormHelperText error sx={{ width: '100%' }}>
          {error.message}
        </FormHelperText>
      )}
    </FormGroup>
  );
}

export const widget: WidgetEntry = { name: 'articleHubs', component: ArticleHubsWidget };
