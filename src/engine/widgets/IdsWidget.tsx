// Several records chosen in the one picker (IdsAutocomplete.tsx), kept as the comma list of their
// ids the shared schemas take (a holder's `clinicIds`), or as an array of numbers
// (`options.asArray`: a video's links). The choices are useIdChoices.ts's: a resource's records, a
// side list of its answer, or a declared call's items. `options.exact` takes a name only when typed
// exactly or chosen, offering the first `options.limit` matches (a video's 10,000 doctors);
// `options.add` (an i18n key, %{what}: the label) words the label; `options.failed` is said when the
// choices cannot be read. A field several pickers share (a video's texts, one picker per type:
// `options.shared`) shows and changes only the ids among its own choices; `options.errors` false
// leaves its refusal to another of them. `options.search` offers the choices only as one types (a
// catalogue, a clinic's doctors); `options.offBy` names the form's flag that turns it off while set
// (a review's categories while "all categories" is ticked). `field.hint` shows under it.
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { IdsAutocomplete } from './IdsAutocomplete';
import { useIdList } from './IdsPicker';
import type { WidgetEntry, WidgetProps } from './types';
import { useIdChoices } from './useIdChoices';

interface Options {
  asArray?: boolean;
  exact?: boolean;
  limit?: number;
  add?: string;
  failed?: string;
  shared?: boolean;
  errors?: false;
  search?: boolean;
  offBy?: string;
}

export function IdsWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { asArray, exact, limit, add, failed, shared, errors, search, offBy } = (field.options ?? {}) as Options;
  const off: unknown = useWatch({ name: offBy ?? field.source });
  const choices = useIdChoices(field);
  const { field: input, fieldState, ids, write } = useIdList(field.source, asArray);
  const own = shared ? new Set(choices.options.map((option) => String(option.id))) : undefined;
  const others = own ? ids.filter((id) => !own.has(id)) : [];
  const refused = errors === false ? undefined : fieldState.error?.message;
  return (
    <IdsAutocomplete
      label={add ? translate(add, { what: label }) : label}
      options={choices.options}
      picked={own ? ids.filter((id) => own.has(id)) : ids}
      onChange={(chosen) => write([...others, ...chosen])}
      disabled={field.disabled || (offBy !== undefined && Boolean(off))}
      exact={exact}
      search={search}
      limit={limit}
      loading={choices.loading}
      error={refused ?? (choices.failed && failed ? translate(failed) : undefined)}
      hint={field.hint && translate(field.hint)}
      onBlur={input.onBlur}
      inputRef={input.ref}
    />
  );
}

export const widget: WidgetEntry = { name: 'ids', component: IdsWidget };
