// A banner's inputs by its type (002 §2): marker and link for every type; pages and text types
// for the FULL block's; directions and diseases for the catalogue blocks, the clinics for the
// clinic-based one. `prefix` is where the banner sits in its form (`FULL.` in a block's form);
// `placement: false` leaves out what the FULL banner's mobile version shares with it.
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { BANNER_PAGES, BANNER_TEXT_TYPES, type BannerType, WITH_PLACEMENT } from '../../../common/advert';
import { TargetsPicker } from '../../../resources/advert/widgets/TargetsWidget';
import { ChecksWidget } from '../../engine/widgets/ChecksWidget';
import { IdsPicker, useReferenceChoices } from '../../engine/widgets/IdsPicker';

interface Props {
  type: BannerType;
  prefix?: string;
  disabled?: boolean;
  placement?: boolean;
}

export function BannerFields({ type, prefix = '', disabled, placement = true }: Props) {
  const translate = useTranslate();
  const { register, getFieldState, formState } = useFormContext();
  const mobile = type === 'MOBILE';
  const text = (name: 'marker' | 'url', label: string, required = false) => {
    const { error } = getFieldState(`${prefix}${name}`, formState);
    return (
      <TextField
        {...register(`${prefix}${name}`)}
        label={translate(label)}
        required={required}
        disabled={disabled}
        error={!!error}
        helperText={error?.message}
        size="small"
      />
    );
  };
  return (
    <Stack spacing={2}>
      {text('marker', mobile ? 'app.advert.banner.mobileMarker' : 'app.advert.banner.marker', true)}
      {text('url', mobile ? 'app.advert.banner.mobileUrl' : 'app.advert.banner.url')}
      {placement && WITH_PLACEMENT.includes(type) && (
        <>
          <ChecksWidget
            field={{ source: `${prefix}pages`, options: { choices: BANNER_PAGES, names: 'app.advert.pages' }, disabled }}
            label={translate('app.advert.banner.pages')}
            property={{}}
          />
          <ChecksWidget
            field={{ source: `${prefix}textType`, options: { choices: BANNER_TEXT_TYPES, names: 'app.advert.textTypes' }, disabled }}
            label={translate('app.advert.banner.textTypes')}
            property={{}}
          />
        </>
      )}
      {placement && type !== 'CLINIC_BASED' && <TargetsPicker prefix={prefix} disabled={disabled} />}
      {type === 'CLINIC_BASED' && <ClinicsField prefix={prefix} disabled={disabled} />}
    </Stack>
  );
}

function ClinicsField({ prefix, disabled }: { prefix: string; disabled?: boolean }) {
  const translate = useTranslate();
  // The clinics as the holders' picker offers them (the same read, react-admin's 'clinics').
  const clinics = useReferenceChoices('clinics', 'll10n.{LANG}.name');
  return <IdsPicker name={`${prefix}clinics`} label={translate('app.advert.banner.clinics')} options={clinics} disabled={disabled} />;
}
