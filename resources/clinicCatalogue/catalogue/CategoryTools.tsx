// A category's own controls above its entries: the OMS and children checkboxes (specialties) and
// the button of its per-language description and video links.
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import { type CategoryView, withCategoryFlag } from './catalogueModel';
import type { CatalogueStepConfig } from './catalogueSteps';
import { type CategoryFlag, FLAG_CALLS } from './kindCalls';
import type { CatalogueData } from './useCatalogue';

const FLAGS: readonly CategoryFlag[] = ['oms', 'children'];

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
  if (!config.categoryFlags && !config.categoryTexts) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      {config.categoryFlags &&
        FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            label={t(flag)}
            control={
              <Checkbox
                checked={category[flag]}
                onChange={(event) => {
                  const on = event.target.checked;
                  const { call, field } = FLAG_CALLS[flag];
                  const input = { clinicHash: hash, specialtyCategoryId: category.id, [field]: on, locals: lang };
                  // The input has the flag's own field (the table's), which the index type cannot follow.
                  void write((dataProvider) => dataProvider[call](input as never), {
                    shownAs: (s) => withCategoryFlag(s, flag, category.id, on),
                  });
                }}
                slotProps={{ input: { 'aria-label': t('flagOf', { flag: t(flag), name: category.name }) } }}
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
