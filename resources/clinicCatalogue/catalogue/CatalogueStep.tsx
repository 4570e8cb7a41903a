// The category accordion of the specialties, services and prices steps, the list view their
// declarations name (`catalogue`, views/CatalogueView.tsx): each declaration's `viewOptions`
// (catalogueSteps.ts) say what its step lists and offers, by which calls; the clinic is the
// address's, the edit language and the unsaved-changes rule the profile's (the host's). Above the
// categories, the clinic's text of each category flag (specialties: OMS and children treatment);
// one text dialog open at a time.
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Alert, Box, Button, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CallForm } from '../../../src/engine/form/CallForm';
import { useHost } from '../../../src/engine/host/hostContext';
import { useHostPendings } from '../../../src/engine/host/useHostPending';
import type { ListViewProps } from '../../../src/engine/list/views';
import { useRouteValues } from '../../../src/engine/routeValues';
import { CategoryAccordion } from './CategoryAccordion';
import { CategoryTools } from './CategoryTools';
import type { CatalogueStepConfig, CategoryFlag, TextsForm } from './catalogueSteps';
import { EntryRow } from './EntryRow';
import { FixedTextDialog } from './FixedTextDialog';
import { useCatalogue } from './useCatalogue';

export default function CatalogueStep({ definition }: ListViewProps) {
  const { config: declared } = definition;
  const config = declared.list.viewOptions as unknown as CatalogueStepConfig;
  const { hash = '' } = useRouteValues(declared.path);
  const host = useHost();
  if (!host) throw new Error(`${declared.name}: a catalogue step is hosted by the clinic profile`);
  const { lang, onSaved } = host;
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, unknown>) => translate(`app.profileCatalogue.${key}`, params);
  const data = useCatalogue(config, hash, lang, onSaved);
  const { categories, selections, write, saved } = data;
  const reportDirty = useHostPendings();
  const [texts, setTexts] = useState<(TextsForm & { title: string; input: Record<string, unknown> }) | null>(null);
  const [fixedText, setFixedText] = useState<CategoryFlag | null>(null);
  if (!categories || !selections) return <LinearProgress />;

  /** Opens a description form on a category (`cid`) or an entry (`sid`) of the clinic. */
  const editTexts = (form: TextsForm | null, name: string, id: { cid: number } | { sid: number }) =>
    form && setTexts({ ...form, title: t('textsTitle', { name, lang }), input: { hash, locals: lang, ...id } });

  return (
    <Stack spacing={2}>
      {config.flags.length > 0 && (
        <Stack direction="row" spacing={1} role="group" aria-label={t('fixedTexts')}>
          {config.flags.map((flag) => (
            <Button key={flag.name} variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setFixedText(flag)}>
              {translate(flag.label)}
            </Button>
          ))}
        </Stack>
      )}
      {categories.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      <Box>
        {categories.map((category) => (
          <CategoryAccordion key={category.id} category={category}>
            <CategoryTools
              config={config}
              hash={hash}
              lang={lang}
              category={category}
              write={write}
              onEditTexts={() => editTexts(config.categoryTexts, category.name, { cid: category.id })}
            />
            {category.entries.length === 0 && <Alert severity="info">{t('categoryEmpty')}</Alert>}
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              {category.entries.map((entry) => (
                <EntryRow
                  key={entry.id}
                  config={config}
                  hash={hash}
                  lang={lang}
                  entry={entry}
                  data={data}
                  reportDirty={reportDirty}
                  onEditTexts={() => editTexts(config.entryTexts, entry.name, { sid: entry.id })}
                />
              ))}
            </Box>
          </CategoryAccordion>
        ))}
      </Box>
      {texts && <CallForm {...texts} modal={{ title: texts.title, onClose: () => setTexts(null) }} onSaved={() => void saved()} />}
      {fixedText && (
        <FixedTextDialog
          flag={fixedText}
          hash={hash}
          lang={lang}
          saved={selections[fixedText.text]}
          onSaved={() => void saved()}
          onClose={() => setFixedText(null)}
        />
      )}
    </Stack>
  );
}
