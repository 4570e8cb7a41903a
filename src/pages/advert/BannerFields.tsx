// A banner's inputs by its type (002 §2): the banner edit screen's declared fields (the banners of
// resources/advert/index.ts) drawn by the engine's widgets, those its type shows (`when`).
// `prefix` is where the banner sits in its form (`FULL.` in a block's form); `placement: false`
// keeps its image, marker and link only (the FULL banner's mobile version shares the rest with
// it); `disabled`, a locked banner's, which shows its image itself.
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BannerType } from '../../../common/advert';
import { type FieldSpec, fieldLabelKey, isResource } from '../../../common/resource';
import { screens } from '../../../resources/advert';
import { widgetFor, widgets } from '../../engine/widgets';

const banners = screens.filter(isResource).find((screen) => screen.config.name === 'banners');
const FIELDS = (banners?.config.form.sections ?? []).flatMap((section) => section.fields);
const OWN = ['bannerFile', 'marker', 'url'];
const IMAGE = 'bannerFile';
const shownFor = (type: BannerType, { when }: FieldSpec) => !when || ('oneOf' in when ? when.oneOf.includes(type) : when.equals === type);

interface Props {
  type: BannerType;
  prefix?: string;
  disabled?: boolean;
  placement?: boolean;
}

export function BannerFields({ type, prefix = '', disabled, placement = true }: Props) {
  const translate = useTranslate();
  const shown = FIELDS.filter(
    (field) => shownFor(type, field) && (placement || OWN.includes(field.source)) && !(disabled && field.source === IMAGE),
  );
  return (
    <Stack spacing={2}>
      {shown.map((field) => {
        const Widget = widgets[widgetFor(field, {})];
        const placed = { ...field, source: `${prefix}${field.source}`, edits: field.edits?.map((edit) => `${prefix}${edit}`), disabled };
        const label = translate(field.label ?? fieldLabelKey('banners', field.source));
        return <Widget key={`${field.source}:${field.widget}:${field.label}`} field={placed} label={label} property={{}} />;
      })}
    </Stack>
  );
}
