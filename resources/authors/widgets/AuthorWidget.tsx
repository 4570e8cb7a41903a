// An author chosen from the authors of one kind (`options.doctors`: the doctors or the editors), by
// last and first name in the server's order (by name): an SEO page's author and editor (002 §3 "SEO
// page"). None chosen is none (null); the field's placeholder names it.
import { SelectInput, useGetList, useTranslate } from 'react-admin';
import { AS_ANSWERED, WHOLE_PAGE } from '../../../src/engine/list/wholeList';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import type { Author } from '../authorRecords';

function AuthorWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { doctors = false } = (field.options ?? {}) as { doctors?: boolean };
  const { data = [], isPending } = useGetList<Author>('authors', { pagination: WHOLE_PAGE, sort: AS_ANSWERED });
  const choices = data
    .filter((author) => author.isDoctor === doctors)
    .map((author) => ({ id: author.id, name: `${author.lastName} ${author.firstName}`.trim() }));
  return (
    <SelectInput
      source={field.source}
      label={label}
      choices={choices}
      isPending={isPending}
      emptyText={field.placeholder ? translate(field.placeholder) : undefined}
      parse={(value: unknown) => (value === '' ? null : value)}
      fullWidth
    />
  );
}

export const widget: WidgetEntry = { name: 'author', component: AuthorWidget };
