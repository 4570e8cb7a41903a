// One specialty or service of a category: its name, its selection (a read-only mark, or the
// switch of the step's `select` call: services), the languages its description is filled in, the
// description button and its price range.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Button, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import type { ReportPending } from '../../../src/engine/host/useHostPending';
import { type EntryView, withEntrySelected } from './catalogueModel';
import type { CatalogueStepConfig } from './catalogueSteps';
import { PriceRange } from './PriceRange';
import type { CatalogueData } from './useCatalogue';

interface Props {
  config: CatalogueStepConfig;
  hash: string;
  lang: EditLang;
  entry: EntryView;
  data: Pick<CatalogueData, 'write' | 'saved'>;
  reportDirty: ReportPending;
  onEditTexts: (entry: EntryView) => void;
}

/** Roubles as each edit language writes them. */
const AMOUNTS = { RU: new Intl.NumberFormat('ru-RU'), EN: new Intl.NumberFormat('en-US') } as const;

export function EntryRow({ config, hash, lang, entry, data, reportDirty, onEditTexts }: Props) {
  const { select } = config;
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, unknown>) => translate(`app.profileCatalogue.${key}`, params);
  const amount = AMOUNTS[lang];
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: entry.selected ? 600 : 400 }}>{entry.name}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {!select && !config.onlySelected && entry.selected && (
              <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label={t('selected')} />
            )}
            {entry.described.length > 0 && <Chip size="small" label={t('described', { langs: entry.described.join(', ') })} />}
            {entry.example !== null && (
              <Typography variant="caption" color="text.secondary">
                {t('example', { price: amount.format(entry.example) })}
              </Typography>
            )}
          </Stack>
        </Box>
        {select && (
          <FormControlLabel
            label={t('provided')}
            control={
              <Switch
                checked={entry.selected}
                onChange={(event) => {
                  const on = event.target.checked;
                  void data.write(select, { hash, sid: entry.id, selected: on, locals: lang }, (s) => withEntrySelected(s, entry.id, on));
                }}
                slotProps={{ input: { 'aria-label': t('providedOf', { name: entry.name }) } }}
              />
            }
          />
        )}
        <PriceRange call={config.calls.savePrice} hash={hash} lang={lang} entry={entry} onSaved={data.saved} reportDirty={reportDirty} />
        {config.entryTexts && (
          <Button
            size="small"
            startIcon={<EditNoteIcon />}
            onClick={() => onEditTexts(entry)}
            aria-label={t('entryTextsOf', { name: entry.name })}
          >
            {t('entryTexts')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
