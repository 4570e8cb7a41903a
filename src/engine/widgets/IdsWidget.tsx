// Several records chosen in the one picker (IdsAutocomplete.tsx), from useIdChoices.ts's choices, kept
// as the comma list of their ids the shared schemas take, or as numbers (`asArray`). `exact`: a name
// only when typed exactly or chosen; `add`: the label's wording (%{what}); `shared`: one of several
// pickers of a field (a video's texts by type), each changing only its own choices' ids, `errors`
// false leaving the refusal to another; `search`: offered only as one types; `offBy`: the form's flag
// that turns it off; `create`: a choice added in place (AddChoice below: an article's rubric).
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { valueAt } from '../../../dataProvider/clientList';
import { resources } from '../../../resources';
import { SchemaForm } from '../form/SchemaForm';
import { type IdChoice, IdsAutocomplete } from './IdsAutocomplete';
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
  create?: Creation;
}

/** A declared resource whose modal form adds a choice (its name), and the button's i18n key. */
interface Creation {
  resource: string;
  label: string;
}

export function IdsWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { asArray, exact, limit, add, failed, shared, errors, search, offBy, create } = (field.options ?? {}) as Options;
  const off: unknown = useWatch({ name: offBy ?? field.source });
  const choices = useIdChoices(field);
  const { field: input, fieldState, ids, write } = useIdList(field.source, asArray);
  const own = shared ? new Set(choices.options.map((option) => String(option.id))) : undefined;
  const others = own ? ids.filter((id) => !own.has(id)) : [];
  const refused = errors === false ? undefined : fieldState.error?.message;
  const picker = (
    <IdsAutocomplete
      label={add ? translate(add, { what: label }) : label}
      options={choices.options}
      picked={own ? ids.filter((id) => own.has(id)) : ids}
      onChange={(chosen) => write([...others, ...chosen])}
      disabled={field.disabled || (offBy !== undefined && Boolean(off))}
      search={search}
      exact={exact}
      limit={limit}
      loading={choices.loading}
      error={refused ?? (choices.failed && failed ? translate(failed) : undefined)}
      hint={field.hint && translate(field.hint)}
      onBlur={input.onBlur}
      inputRef={input.ref}
    />
  );
  if (!create) return picker;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1 }}>{picker}</Box>
      <AddChoice create={create} named={field.optionText ?? 'name'} choices={choices.options} onAdded={(id) => write([...ids, id])} />
    </Stack>
  );
}

interface AddProps {
  create: Creation;
  /** The path of a record's name (the field's `optionText`). */
  named: string;
  choices: readonly IdChoice[];
  onAdded: (id: string | number) => void;
}

/** A choice added by its screen's own modal form (the rubrics': its rules, transforms and messages,
 * the server's field errors under their fields), then picked once the reloaded choices hold it: by
 * its name, among those that were not there before (a rubric's create answers no id). */
function AddChoice({ create, named, choices, onAdded }: AddProps) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ name: string; known: Set<string> }>();
  useEffect(() => {
    const found = added && choices.find((choice) => choice.name === added.name && !added.known.has(String(choice.id)));
    if (!found) return;
    setAdded(undefined);
    onAdded(found.id);
  });
  const definition = resources.find((resource) => resource.config.name === create.resource);
  const created = (record: RaRecord) =>
    setAdded({ name: String(valueAt(record, named) ?? ''), known: new Set(choices.map((choice) => String(choice.id))) });
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ mt: 1 }}>
        {translate(create.label)}
      </Button>
      {adding && definition && <SchemaForm definition={definition} onClose={() => setAdding(false)} onCreated={created} />}
    </>
  );
}

export const widget: WidgetEntry = { name: 'ids', component: IdsWidget };
