// Creating a block's banners (002 §2 banner page, §5 "Banners"): an image, marker and link per type
// of the block (FULL with its mobile version; the banners' declared fields, the image a form value
// at `<TYPE>.bannerFile`), the block's placement and targets; the shared schema's checks (the
// spec's marker alerts), the file rules and a file for each banner run here and again on the
// server (POST /api/admin/promo/{id}/banner). The mobile version shares the FULL banner's pages, text
// types, directions and diseases. 'Баннер успешно создан', then the list reloads after 3 s.
import { Box, Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { BANNER_FACTS, BANNER_RELOAD_MS, type BannerType } from '../../../common/advert';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { Banner } from '../../../resources/advert/advertModel';
import type { bannerCalls } from '../../../resources/advert/calls';
import { NotifyInvalidForm } from '../../engine/form/NotifyInvalidForm';
import { submissionErrors } from '../../engine/form/submissionErrors';
import { BannerFields } from './BannerFields';
import { type BlockValues, bannerValues, blockResolver } from './bannerModel';
import { useAdvertRefresh } from './useAdvert';

interface Props {
  promoId: number;
  types: readonly BannerType[];
  onCreated: (banners: Banner[]) => void;
  onCancel: () => void;
}

const SHARED = ['pages', 'textType', 'categories', 'diseases'] as const;

export function BannerCreateForm({ promoId, types, onCreated, onCancel }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof bannerCalls>>();
  const refresh = useAdvertRefresh();
  const [main] = types;
  const resolver = useMemo(() => blockResolver(types, translate), [types, translate]);
  const form = useForm<BlockValues>({ resolver, defaultValues: Object.fromEntries(types.map((type) => [type, bannerValues(type)])) });

  const send = async (values: BlockValues) => {
    const banners = types.map((type) => {
      const { bannerFile: _file, ...banner } = values[type] ?? bannerValues(type);
      const shared = type === main ? {} : Object.fromEntries(SHARED.map((field) => [field, values[main]?.[field] ?? '']));
      return { ...banner, ...shared, type };
    });
    const upload = Object.fromEntries(types.map((type) => [BANNER_FACTS[type].fileField ?? type, values[type]?.bannerFile]));
    try {
      const saved = await dataProvider.addBanners({ id: promoId }, { parts: { ...upload, banners: JSON.stringify(banners) } });
      notify('app.advert.messages.created', { type: 'success' });
      onCreated(saved);
      setTimeout(() => void refresh(), BANNER_RELOAD_MS);
    } catch (error) {
      for (const [key, message] of Object.entries(submissionErrors(error, notify))) {
        const fileType = types.find((type) => BANNER_FACTS[type].fileField === key);
        if (fileType) form.setError(`${fileType}.bannerFile`, { type: 'server', message });
        else if (key.includes('.')) form.setError(key as keyof BlockValues, { type: 'server', message });
        else notify(message, { type: 'error' });
      }
    }
  };

  const submit = form.handleSubmit(send);

  return (
    <FormProvider {...form}>
      <NotifyInvalidForm />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          {types.map((type) => (
            <BannerFields key={type} type={type} prefix={`${type}.`} placement={type === main} />
          ))}
          <Box>
            <Button onClick={onCancel}>{translate('app.form.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {translate('app.form.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </FormProvider>
  );
}
