// A video's clinics (002 §2 "Video library"): the clinic picker, bound to the form's `clinics`, and,
// per linked clinic, its medical directions as checkboxes (GET /api/clinics/{slug}: the clinic's
// specCatsList), bound to the field it `edits` (the per-clinic lists, `clinicCategories`). A
// clinic just added is read 1 second later (002 §4 "Video: clinic added reloads after 1 second",
// §9); a clinic that is gone shows the spec's toast (002 §8 'Клиника не найдена или была
// удалена'). Unlinking a clinic drops its directions. A refusal of either list shows under it.
import { Box, Checkbox, CircularProgress, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { type IdChoice, IdsAutocomplete } from '../../../src/engine/widgets/IdsAutocomplete';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { useLang } from '../../../src/useLang';
import { usePickerClinics } from '../../clinics/usePickerClinics';
import type { VideoProvider } from '../videoRecords';

export const CLINIC_RELOAD_MS = 1000;
/** The clinics the menu offers at most, as the other pickers (resources/video/index.ts). */
const OFFERED = 50;

interface ClinicOption extends IdChoice {
  id: number;
  slug: string;
}

function ClinicLinksWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const lang = useLang();
  const locale = lang === 'en' ? 'EN' : 'RU';
  const clinicList = usePickerClinics();
  const { field: clinics, fieldState } = useController({ name: field.source });
  const [directionsField = 'clinicCategories'] = field.edits ?? [];
  const { field: perClinic, fieldState: perClinicState } = useController({ name: directionsField });
  const [added, setAdded] = useState<number[]>([]);
  const linked: number[] = Array.isArray(clinics.value) ? clinics.value : [];
  const chosen = (perClinic.value ?? {}) as Record<string, number[]>;
  const options: ClinicOption[] = (clinicList.data ?? []).map((clinic) => ({
    id: clinic.id,
    slug: clinic.slug,
    name: clinic.ll10n[locale].name || clinic.ll10n[locale === 'RU' ? 'EN' : 'RU'].name || clinic.slug,
  }));
  const change = (next: number[]) => {
    clinics.onChange(next);
    perClinic.onChange(Object.fromEntries(Object.entries(chosen).filter(([clinic]) => next.includes(Number(clinic)))));
  };
  const refused = fieldState.error?.message ?? perClinicState.error?.message;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <IdsAutocomplete
        label={translate('app.video.add', { what: label })}
        options={options}
        picked={linked}
        onChange={(ids) => change(ids.map(Number))}
        onAdded={(id) => setAdded((ids) => [...ids, Number(id)])}
        exact
        limit={OFFERED}
        loading={clinicList.isPending}
        error={refused ?? (clinicList.isError ? translate('app.video.optionsFailed') : undefined)}
        hint={translate('app.video.exactHint')}
        onBlur={clinics.onBlur}
      />
      {linked.map((id) => (
        <ClinicDirections
          key={id}
          id={id}
          clinic={options.find((option) => option.id === id)}
          delayed={added.includes(id)}
          checked={chosen[id] ?? []}
          onChange={(ids) => perClinic.onChange({ ...chosen, [id]: ids })}
        />
      ))}
    </Box>
  );
}

interface DirectionsProps {
  id: number;
  clinic?: ClinicOption;
  delayed: boolean;
  checked: number[];
  onChange: (ids: number[]) => void;
}

function ClinicDirections({ id, clinic, delayed, checked, onChange }: DirectionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
  const lang = useLang();
  const dataProvider = useDataProvider<VideoProvider>();
  const [ready, setReady] = useState(!delayed);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), CLINIC_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  const slug = clinic?.slug;
  const query = useQuery({
    queryKey: ['videoClinic', slug, lang],
    queryFn: () => dataProvider.publicClinic({ slug: slug ?? '', locale: lang === 'en' ? 'EN' : 'RU' }),
    enabled: ready && slug !== undefined,
    retry: false,
  });
  const missing = !slug || (query.error as HttpError | null)?.status === 404;
  useEffect(() => {
    if (ready && missing) notify('server.video.clinicMissing', { type: 'error' });
  }, [ready, missing, notify]);

  const name = query.data?.name ?? clinic?.name ?? `#${id}`;
  const toggle = (category: number, on: boolean) => onChange(on ? [...checked, category] : checked.filter((c) => c !== category));
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, mt: 1, ml: 1 }}>
      <Typography id={headingId} variant="body2" component="legend" sx={{ fontWeight: 'bold' }}>
        {translate('app.video.clinicDirections', { name })}
      </Typography>
      {!ready || query.isLoading ? (
        <CircularProgress size={16} aria-label={translate('app.video.load')} />
      ) : missing ? (
        <Typography variant="body2" color="error">
          {translate('server.video.clinicMissing')}
        </Typography>
      ) : query.data?.specCatsList.length === 0 ? (
        <Typography variant="body2">{translate('app.video.noDirections')}</Typography>
      ) : (
        <FormGroup row>
          {(query.data?.specCatsList ?? []).map(({ category }) => (
            <FormControlLabel
              key={category.id}
              label={category.name}
              control={
                <Checkbox size="small" checked={checked.includes(category.id)} onChange={(e) => toggle(category.id, e.target.checked)} />
              }
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}

export const widget: WidgetEntry = { name: 'clinicLinks', component: ClinicLinksWidget };
