// The clinics table's columns (000 §2): id, status, short name, full name, profile quality, update
// info, actions. Names show in the UI language, with the spec's "~No data in EN~" when missing.
import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, type TranslateFunction } from 'react-admin';
import type { Lang } from '../../common/lang';
import { EDIT_LANGS, editLangOf } from '../../common/lang';
import type { TableColumn } from '../../src/engine/list/RecordTable';
import { type ClinicRecord, formatUpdated, PROFILE_SECTIONS_TOTAL } from './clinicModel';

const STATE_COLOR: Record<string, 'success' | 'default'> = { ACTIVE: 'success' };

interface Context {
  translate: TranslateFunction;
  lang: Lang;
  actions: (clinic: ClinicRecord) => ReactNode;
}

export function clinicColumns({ translate, lang, actions }: Context): TableColumn<ClinicRecord>[] {
  const label = (field: string) => translate(`resources.clinics.fields.${field}`);
  const code = editLangOf(lang);
  const text = (clinic: ClinicRecord, field: 'shortName' | 'name') =>
    clinic.ll10n[code]?.[field] || (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('app.clinics.noData', { lang: code })}
      </Typography>
    );
  const caption = (content: string) => (
    <Typography variant="caption" color="text.secondary" component="div">
      {content}
    </Typography>
  );
  return [
    { key: 'id', label: label('id'), render: (clinic) => clinic.id },
    {
      key: 'state',
      label: label('state'),
      render: (clinic) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip
            size="small"
            color={STATE_COLOR[clinic.state] ?? 'default'}
            label={translate(`app.clinics.states.${clinic.state}`, { _: clinic.state })}
          />
          {clinic.modules.length > 0 && caption(translate('app.clinics.modules', { list: clinic.modules.map((m) => m.module).join(', ') }))}
        </Stack>
      ),
    },
    { key: 'shortName', label: label('shortName'), render: (clinic) => text(clinic, 'shortName') },
    {
      key: 'name',
      label: label('name'),
      // The full name opens the clinic's profile editor.
      render: (clinic) => (
        <Link to={`/admin/clinics/profile/${clinic.hash}/base`} underline="hover">
          {text(clinic, 'name')}
        </Link>
      ),
    },
    {
      key: 'quality',
      label: label('quality'),
      nowrap: true,
      render: (clinic) => (
        <>
          {EDIT_LANGS.map((wire) => (
            <Typography key={wire} variant="body2">
              {translate('app.clinics.quality', { lang: wire, count: clinic.quality?.[wire] ?? 0, total: PROFILE_SECTIONS_TOTAL })}
            </Typography>
          ))}
          {caption(translate('app.clinics.doctors', clinic.doctorsQty))}
          {caption(translate('app.clinics.reviews', clinic.reviewsQty))}
        </>
      ),
    },
    {
      key: 'updated',
      label: label('updated'),
      render: (clinic) => (
        <>
          <Typography variant="body2">{formatUpdated(clinic.updated, lang)}</Typography>
          {clinic.updatedBy && caption(translate('app.clinics.updatedBy', { name: clinic.updatedBy }))}
        </>
      ),
    },
    { key: 'actions', label: label('actions'), actions: true, render: actions },
  ];
}
