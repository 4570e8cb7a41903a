// One kind of a video's links (002 §2 "Video library", §5 "Video": an exact name from the list, never
// twice: the one picker's `exact` mode), bound to the form's list of ids: `options.choices` names what it offers (`directions`,
// `diseases`, `doctors`, or `texts` of `options.type`: the four text pickers share the one wire list
// `texts`, each showing and changing the ids of its type). The field's refusal shows under it,
// unless `options.errors` is false (the texts' shows under their first picker only).
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { IdsAutocomplete } from '../../../src/engine/widgets/IdsAutocomplete';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { type LinkKind, useLinkChoices } from '../useLinkChoices';
import type { VideoTextType } from '../videoRecords';

/** 10,000 doctors: the menu offers the first matches only. */
export const OFFERED = 50;

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
  const ofType = new Set(list.options.map((option) => Number(option.id)));
  const picked = type ? all.filter((id) => ofType.has(id)) : all;
  const change = (chosen: (string | number)[]) => {
    const ids = chosen.map(Number);
    input.onChange(type ? [...all.filter((id) => !ofType.has(id)), ...ids] : ids);
  };
  const refused = errors === false ? undefined : fieldState.error?.message;
  return (
    <IdsAutocomplete
      label={translate('app.video.add', { what: label })}
      options={list.options}
      picked={picked}
      onChange={change}
      exact
      limit={OFFERED}
      loading={list.loading}
      error={refused ?? (list.failed ? translate('app.video.optionsFailed') : undefined)}
      hint={translate('app.video.exactHint')}
      onBlur={input.onBlur}
    />
  );
}

export const widget: WidgetEntry = { name: 'linkPicker', component: LinkPickerWidget };
