// A video's clinics (002 §2 "Video library"): the clinic picker and, per linked clinic, its
// medical directions as checkboxes (GET /api/clinics/{slug}: the clinic's specCatsList). A clinic
// just added is read 1 second later (002 §4 "Video: clinic added reloads after 1 second", §9); a
// clinic that is gone shows the spec's toast (002 §8 'Клиника не найдена или была удалена').
import { Box, Checkbox, CircularProgress, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type HttpError, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { type VideoProvider, wireLocale } from '../../../resources/video/videoRecords';
import { LinkPicker } from './LinkPicker';
import type { ClinicOption } from './useVideoOptions';

export const CLINIC_RELOAD_MS = 1000;

interface Props {
  options: readonly ClinicOption[];
  loading: boolean;
  clinics: readonly number[];
  clinicCategories: Record<string, number[]>;
  onChange: (clinics: number[], clinicCategories: Record<string, number[]>) => void;
  error?: string;
}

export function ClinicLinks({ options, loading, clinics, clinicCategories, onChange, error }: Props) {
  const translate = useTranslate();
  const [added, setAdded] = useState<number[]>([]);
  const change = (next: number[]) =>
    onChange(next, Object.fromEntries(Object.entries(clinicCategories).filter(([clinic]) => next.includes(Number(clinic)))));
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <LinkPicker
        label={translate('app.video.fields.clinics')}
        options={options}
        picked={clinics}
        onChange={change}
        onAdded={(id) => setAdded((ids) => [...ids, id])}
        loading={loading}
        error={error}
      />
      {clinics.map((id) => {
        const clinic = options.find((o) => o.id === id);
        return (
          <ClinicDirections
            key={id}
            clinic={clinic}
            id={id}
            delayed={added.includes(id)}
            checked={clinicCategories[id] ?? []}
            onChange={(ids) => onChange([...clinics], { ...clinicCategories, [id]: ids })}
          />
        );
      })}
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
  const [locale = 'ru'] = useLocaleState();
  const dataProvider = useDataProvider<VideoProvider>();
  const [ready, setReady] = useState(!delayed);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), CLINIC_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  const slug = clinic?.slug;
  const query = useQuery({
    queryKey: ['videoClinic', slug, locale],
    queryFn: () => dataProvider.publicClinic({ slug: slug ?? '', locale: wireLocale(locale) }),
    enabled: ready && slug !== undefined,
    retry: false,
  });
  const missing = !slug || (query.error as HttpError | null)?.status === 404;
  useEffect(() => {
    if (ready && missing) notify('server.video.clinicMissing', { type: 'error' });
  }, [ready, missing, notify]);

  const name = query.data?.name ?? clinic?.label ?? `#${id}`;
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
