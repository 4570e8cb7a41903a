// Adding a rubric in place (002 §2 "rubrics (add new or pick existing)", §5 "Rubric", §7 POST
// /api/admin/rubric: the rubrics resource's create): the rubric's own schema and messages, the
// server's field errors under their fields; once stored, the rubric list reloads and the new
// rubric is picked. Closing it with typed text asks first.
import { useQueryClient } from '@tanstack/react-query';
import { type HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index';
import { rubricSchema } from '../../../schemas/rubric';
import { FormTextField } from '../../../src/engine/form/FormTextField';
import { SchemaFormModal } from '../../../src/engine/form/GuardedFormDialog';
import type { Persist } from '../../../src/engine/form/useResourceSave';
import { RUBRICS_KEY } from '../useArticleReference';

interface Props {
  onClose: () => void;
  onAdded: (slug: string) => void;
}

export function AddRubricDialog({ onClose, onAdded }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const submit: Persist = async (values) => {
    const slug = String(values.slug ?? '')
      .trim()
      .replace(/^\/+/, '');
    try {
      await dataProvider.create('rubrics', { data: { name: String(values.name ?? '').trim(), slug } });
    } catch (error) {
      const fields = (error as HttpError).body?.errors as Record<string, string> | undefined;
      if (!fields) notify((error as Error).message || 'form.error', { type: 'error' });
      return fields ?? {};
    }
    await queryClient.invalidateQueries({ queryKey: RUBRICS_KEY });
    onAdded(slug);
    return undefined;
  };
  return (
    <SchemaFormModal
      schema={rubricSchema}
      defaultValues={{ name: '', slug: '' }}
      title={translate('app.articles.rubrics.title')}
      submit={submit}
      onClose={onClose}
    >
      {() => (
        <>
          <FormTextField name="name" label={translate('resources.rubrics.fields.name')} fullWidth autoFocus margin="dense" />
          <FormTextField name="slug" label={translate('resources.rubrics.fields.slug')} fullWidth margin="dense" />
        </>
      )}
    </SchemaFormModal>
  );
}
