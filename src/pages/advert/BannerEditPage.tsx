// /admin/advert/holders/{id}/promo/{promoId}/banner/{bannerId} (002 §2 banner edit screen): replace
// or remove the image, and edit the link, pages, text types, directions and diseases or clinics
// by the banner's type (PUT /api/admin/promo/banner/{id}, If-Match). 'Баннер успешно изменен',
// then back to the banner page.
import { Box, Button, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { Banner, BannerValues } from '../../../resources/advert/advertModel';
import type { bannerCalls } from '../../../resources/advert/calls';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { NotifyInvalidForm } from '../../engine/form/NotifyInvalidForm';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { BannerFields } from './BannerFields';
import { BannerFileInput } from './BannerFileInput';
import { bannersResolver, bannerValues, fileProblem, sizeWarning } from './bannerModel';
import { useAdvertRefresh, useBanner } from './useAdvert';

export default function BannerEditPage() {
  const translate = useTranslate();
  const params = useParams();
  const { data: banner, isError } = useBanner(Number(params.bannerId));
  const back = `/admin/advert/holders/${params.id}/promo/${params.promoId}`;
  const title = banner ? translate('app.advert.banner.editTitle', { type: translate(`app.advert.banner.type.${banner.type}`) }) : '';
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={title || translate('app.advert.banner.edit')} />
      <CardContent>
        <Button component={RouterLink} to={back} sx={{ mb: 2 }}>
          {translate('app.advert.promo.back')}
        </Button>
        {isError && <Typography color="error">{translate('app.advert.messages.loadFailed')}</Typography>}
        {banner && (
          <>
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
              {title}
            </Typography>
            <BannerEditForm key={banner.updated} banner={banner} back={back} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function BannerEditForm({ banner, back }: { banner: Banner; back: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<CallsProvider<typeof bannerCalls>>();
  const refresh = useAdvertRefresh();
  const resolver = useMemo(() => bannersResolver<BannerValues>([banner.type], translate, false), [banner.type, translate]);
  const form = useForm<BannerValues>({ resolver, defaultValues: bannerValues(banner.type, banner) });
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [removeImage, setRemoveImage] = useState(false);
  const conflict = useVersionConflict(refresh);
  const name = translate(`app.advert.banner.type.${banner.type}`);
  const warning = sizeWarning(banner.type, banner, translate);

  const persist: Persist = async (values, options) => {
    try {
      const parts = { bannerFile: file, banner: JSON.stringify(values), removeImage: removeImage && !file ? 'true' : undefined };
      await dataProvider.saveBanner({ id: banner.id }, { parts, version: options?.overwrite ? undefined : banner.updated });
      await refresh();
      notify('app.advert.messages.changed', { type: 'success' });
      navigate(back);
      return undefined;
    } catch (error) {
      const errors = submissionErrors(error, notify, () => conflict.open(values));
      const { bannerFile, ...fields } = errors;
      setFileError(bannerFile);
      return fields;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const problem = file ? fileProblem(file) : undefined;
    if (problem) return setFileError(translate(...problem));
    const errors = await persist({ ...values });
    for (const [field, message] of Object.entries(errors ?? {})) {
      form.setError(field as keyof BannerValues, { type: 'server', message: String(message) });
    }
  });

  return (
    <FormProvider {...form}>
      <NotifyInvalidForm />
      <ConflictDialog conflict={conflict} persist={persist} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          {banner.link && !removeImage && !file ? (
            <img src={banner.link} alt={banner.marker || name} style={{ maxWidth: '100%', height: 'auto', alignSelf: 'flex-start' }} />
          ) : (
            <Typography variant="body2">{file?.name ?? translate('app.advert.banner.noImage')}</Typography>
          )}
          {warning && !file && !removeImage && (
            <Typography variant="body2" color="warning.main">
              {warning}
            </Typography>
          )}
          <BannerFileInput
            type={banner.type}
            label={translate('app.advert.banner.replace')}
            file={file}
            error={fileError}
            onFile={(chosen) => {
              setFile(chosen);
              setFileError(undefined);
            }}
          />
          {banner.link && (
            <FormControlLabel
              control={<Switch checked={removeImage} onChange={(event) => setRemoveImage(event.target.checked)} />}
              label={translate('app.advert.banner.removeImage')}
            />
          )}
          <BannerFields type={banner.type} />
          <Box>
            <Button component={RouterLink} to={back}>
              {translate('app.form.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {translate('app.advert.banner.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </FormProvider>
  );
}
