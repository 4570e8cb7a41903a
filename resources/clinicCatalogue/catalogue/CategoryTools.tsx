// A category's own controls above its entries: a checkbox per flag of the step (specialties: OMS
// and children), each saved at once by its declared call, and the button of its per-language
// description and video links.
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import { type CategoryView, withCategoryFlag } from './catalogueModel';
import type { CatalogueStepConfig } from './catalogueSteps';
import type { CatalogueData } from './useCatalogue';

interface Props {
  config: CatalogueStepConfig;
  hash: string;
  lang: EditLang;
  category: CategoryView;
  write: CatalogueData['write'];
  onEditTexts: () => void;
}

export function CategoryTools({ config, hash, lang, category, write, onEditTexts }: Props) {
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, unknown>) => translate(`app.profileCatalogue.${key}`, params);
  if (!config.flags.length && !config.categoryTexts) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      {config.flags.map((flag) => (
        <FormControlLabel
          key={flag.name}
          label={t(flag.name)}
          control={
            <Checkbox
              checked={category.flags[flag.name]}
              onChange={(event) => {
                const on = event.target.checked;
                const input = { clinicHash: hash, specialtyCategoryId: category.id, [flag.field]: on, locals: lang };
                void write(flag.call, input, (s) => withCategoryFlag(s, flag, category.id, on));
              }}
              slotProps={{ input: { 'aria-label': t('flagOf', { flag: t(flag.name), name: category.name }) } }}
            />
          }
        />
      ))}
      {config.categoryTexts && (
        <Button size="small" startIcon={<EditNoteIcon />} onClick={onEditTexts} aria-label={t('categoryTextsOf', { name: category.name })}>
          {t('categoryTexts')}
        </Button>
      )}
    </Stack>
  );
}
