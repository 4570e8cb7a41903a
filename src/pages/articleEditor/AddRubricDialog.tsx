// Adding a rubric in place (002 §2 "rubrics (add new or pick existing)", §5 "Rubric", §7 POST
// /api/admin/rubric: the rubrics resource's create): the rubric's own schema and messages, the server's field errors under their
// fields; once stored, the rubric list reloads and the new rubric is picked.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form, type HttpError, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider/index';
import { RUBRICS_KEY } from '../../../resources/articles/useArticleReference';
import { schemaResolver } from '../../../schemas/resolver';
import { rubricSchema } from '../../../schemas/rubric';
import { useValidatedSave } from '../../engine/form/useValidatedSave';

interface Props {
  onClose: () => void;
  onAdded: (slug: string) => void;
}

export function AddRubricDialog({ onClose, onAdded }: Props) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(rubricSchema, translate), [translate]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rubric-title">
      <DialogTitle id="rubric-title">{translate('app.articles.rubrics.title')}</DialogTitle>
      <Form record={{ name: '', slug: '' }} resolver={resolver} noValidate disableInvalidFormNotification>
        <RubricFormBody onClose={onClose} onAdded={onAdded} />
      </Form>
    </Dialog>
  );
}

function RubricFormBody({ onClose, onAdded }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { formState } = useFormContext();
  const saveWith = useValidatedSave();
  const save = () =>
    saveWith(async (values) => {
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
    });
  return (
    <>
      <DialogContent>
        <TextInput source="name" label={translate('resources.rubrics.fields.name')} fullWidth autoFocus />
        <TextInput source="slug" label={translate('resources.rubrics.fields.slug')} fullWidth />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={formState.isSubmitting} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </>
  );
}
