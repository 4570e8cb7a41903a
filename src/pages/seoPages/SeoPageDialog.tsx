// The modal that edits one SEO page in the edit language (002 §2, §5 "SEO page"): the fields with
// the slugs of other levels read-only, the image from the media library, the authors, preview (only
// for a saved, published page; refused with a warning while the direction has no slug1), the
// unsaved-changes guard, the version conflict and the page's history.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo } from 'react';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { EditLang, Lang } from '../../../common/lang';
import { seoPagePath } from '../../../common/seoPageLevels';
import { nameIn, type Reference } from '../../../resources/clinics/clinicModel';
import type { SeoPage, SeoPlace } from '../../../resources/seopages/seoPageRecords';
import { schemaResolver } from '../../../schemas/resolver';
import { seoPageSchema } from '../../../schemas/seoPage';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { SchemaInputs } from '../../engine/form/SchemaInputs';
import { useNotifyInvalidForm } from '../../engine/form/useNotifyInvalidForm';
import type { Persist } from '../../engine/form/useResourceSave';
import { useUnsavedChangesGuard } from '../../engine/form/useUnsavedChangesGuard';
import { useValidatedSave } from '../../engine/form/useValidatedSave';
import { RecordHistorySection } from '../../engine/history/RecordHistorySection';
import { usePublicConfig } from '../../layout/usePublicConfig';
import { SeoImageInput } from './SeoImageInput';
import { seoSections } from './seoPageForm';
import { useSeoPage } from './useSeoPage';

interface Props {
  place: SeoPlace;
  locals: EditLang;
  names: { reference: Reference; lang: Lang };
  onClose: () => void;
  onSaved: () => void;
}

function placeName(place: SeoPlace, { reference, lang }: Props['names']) {
  const category = reference.categories.find((c) => c.id === place.cid);
  const specialty = reference.specialties.find((s) => s.id === place.sid);
  const city = reference.cities.find((c) => c.id === place.ct);
  return [nameIn(category?.names, lang), specialty && nameIn(specialty.names, lang), city && nameIn(city.name, lang)]
    .filter(Boolean)
    .join(' / ');
}

export default function SeoPageDialog({ place, locals, names, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const { page, loadedAt, authors, persist, conflict } = useSeoPage(place, locals, onSaved);
  const resolver = useMemo(() => schemaResolver(seoPageSchema as AnySchemaObject, translate), [translate]);
  const title = translate('app.seoPages.dialogTitle', { place: placeName(place, names), lang: locals });
  if (!page || !authors) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="seo-page-title">
        <DialogTitle id="seo-page-title">{title}</DialogTitle>
        <LinearProgress />
      </Dialog>
    );
  }
  return (
    <Form key={loadedAt} record={page as Record<string, unknown>} resolver={resolver} disableInvalidFormNotification noValidate>
      <SeoPageBody title={title} page={page} place={place} authors={authors} persist={persist} onClose={onClose} />
      <ConflictDialog conflict={conflict} persist={persist} />
    </Form>
  );
}

interface BodyProps {
  title: string;
  page: SeoPage;
  place: SeoPlace;
  authors: NonNullable<ReturnType<typeof useSeoPage>['authors']>;
  persist: Persist;
  onClose: () => void;
}

function SeoPageBody({ title, page, place, authors, persist, onClose }: BodyProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { portalUrl } = usePublicConfig();
  const { isDirty, isSubmitting } = useFormState();
  const saveWith = useValidatedSave();
  useNotifyInvalidForm();
  const guard = useUnsavedChangesGuard(isDirty, () => saveWith(persist));
  const sections = useMemo(() => seoSections(place, authors), [place, authors]);
  const close = () => guard.leave(onClose);
  // The saved state decides, not the checkbox being edited (002 §4 "SEO page"). The page is drawn
  // by the public portal only: without PUBLIC_PORTAL_URL there is nothing to open, so no button.
  const previewable = page.id !== null && page.visible && Boolean(portalUrl);
  const preview = () => {
    if (!page.slug1) {
      notify('app.seoPages.previewNoSlug', { type: 'warning' });
      return;
    }
    const path = seoPagePath({ slug1: page.slug1, slug2: String(page.slug2 ?? ''), slug3: String(page.slug3 ?? '') });
    window.open(`${portalUrl}${path}`, '_blank', 'noopener');
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="seo-page-title">
      <DialogTitle id="seo-page-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <SchemaInputs schema={seoPageSchema} name="seopages" sections={sections.before} />
          <SeoImageInput />
          <SchemaInputs schema={seoPageSchema} name="seopages" sections={sections.after} />
          {page.id !== null && <RecordHistorySection entity="seopages" id={page.id} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.form.cancel')}</Button>
        {previewable && <Button onClick={preview}>{translate('app.seoPages.preview')}</Button>}
        <Button variant="contained" disabled={isSubmitting} onClick={() => void saveWith(persist)}>
          {translate('app.form.save')}
        </Button>
      </DialogActions>
      {guard.dialog}
    </Dialog>
  );
}
