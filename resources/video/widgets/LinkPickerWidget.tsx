// One kind of a video's links (002 §2 "Video library", §5 "Video": an exact name from the list, never
// twice), bound to the form's list of ids: `options.choices` names what it offers (`directions`,
// `diseases`, `doctors`, or `texts` of `options.type`: the four text pickers share the one wire list
// `texts`, each showing and changing the ids of its type). The field's refusal shows under it,
// unless `options.errors` is false (the texts' shows under their first picker only).
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { LinkPicker } from '../LinkPicker';
import { type LinkKind, useLinkChoices } from '../useLinkChoices';
import type { VideoTextType } from '../videoRecords';

interface Options {
  choices: LinkKind;
  type?: VideoTextType;
  errors?: false;
}

function LinkPickerWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { choices, type, errors } = field.options as unknown as Options;
  const list = useLinkChoices(choices, type);
  const { field: input, fieldState } = useController({ name: field.source });
  const all: number[] = Array.isArray(input.value) ? input.value : [];
  const ofType = new Set(list.options.map((option) => option.id));
  const picked = type ? all.filter((id) => ofType.has(id)) : all;
  const change = (ids: number[]) => input.onChange(type ? [...all.filter((id) => !ofType.has(id)), ...ids] : ids);
  const refused = errors === false ? undefined : fieldState.error?.message;
  return (
    <LinkPicker
      label={label}
      options={list.options}
      picked={picked}
      onChange={change}
      loading={list.loading}
      error={refused ?? (list.failed ? translate('app.video.optionsFailed') : undefined)}
    />
  );
}

export const widget: WidgetEntry = { name: 'linkPicker', component: LinkPickerWidget };
