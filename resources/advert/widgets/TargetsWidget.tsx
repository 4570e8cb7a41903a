// The directions and diseases of a promotion or a banner (002 §2, §5 "Promo": at least one): the
// count 'выбрано N направлений и M заболеваний' and a dialog that picks them in the one id-list
// picker (the `ids` widget), from the categories and specialties of GET /api/admin/allcategories
// (react-admin's 'categories', its side list of specialties). The `targets`
// widget is declared on `categories` with `edits: ['diseases']` (the banner page's blocks place
// them under their banner's prefix: `FULL.categories`); a disabled one only counts.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { get, useFormContext } from 'react-hook-form';
import { useIdList } from '../../../src/engine/widgets/IdsPicker';
import { IdsWidget } from '../../../src/engine/widgets/IdsWidget';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';

function TargetsWidget({ field }: WidgetProps) {
  const [directionsField, diseasesField = 'diseases'] = [field.source, ...(field.edits ?? [])];
  const translate = useTranslate();
  const id = useId();
  const { formState } = useFormContext();
  // Read here, so that a list read from the wire is the starting value before the dialog opens.
  const categories = useIdList(directionsField).ids;
  const diseases = useIdList(diseasesField).ids;
  // A required pick (a promo's, 002 §5) reports on the categories list: shown under the count.
  const error = (get(formState.errors, directionsField) as { message?: string } | undefined)?.message;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  /** A picker of the catalogue's categories (`whole`) or of its specialties (`side`), by name. */
  const picker = (source: string, label: string, options: Record<string, boolean | string>) => (
    <IdsWidget field={{ source, reference: 'categories', optionText: 'names.{LANG}', options }} label={translate(label)} property={{}} />
  );
  const counted = translate('app.advert.banner.picked', {
    directions: translate('app.advert.banner.directionsCount', { smart_count: categories.length }),
    diseases: translate('app.advert.banner.diseasesCount', { smart_count: diseases.length }),
  });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">{counted}</Typography>
      {!field.disabled && (
        <Button onClick={() => setOpen(true)} aria-describedby={error ? errorId : undefined}>
          {translate('app.advert.banner.pick')}
        </Button>
      )}
      {error && (
        <FormHelperText error id={errorId} sx={{ flexBasis: '100%', ml: 0 }}>
          {error}
        </FormHelperText>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>{translate('app.advert.banner.pickerTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {picker(directionsField, 'app.advert.banner.directions', { whole: true })}
            {picker(diseasesField, 'app.advert.banner.diseases', { side: 'specialties' })}
            <Typography variant="body2">{counted}</Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {translate('app.advert.banner.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'targets', component: TargetsWidget };
