// A record page shown as a modal over its list (RecordPageConfig `modal`: a clinic's doctor), its
// sections as side tabs with their review states, each read by its own call in the edit language.
// After a save the section is read again before its new marks show, then the list.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { type RaRecord, RecordContextProvider, useTranslate } from 'react-admin';
import { type LanguageMarks, marksState } from '../../../common/completion';
import type { EditLang } from '../../../common/lang';
import type { PageSection, RecordModal, RecordPageConfig } from '../../../common/recordPage';
import type { ResourceDefinition } from '../../../common/resource';
import { EditLanguageSelector } from '../form/EditLanguageSelector';
import { PreviewButton } from '../form/PreviewButton';
import { useRegisteredSaveGuard } from '../form/useUnsavedChangesGuard';
import { RecordHistoryButton } from '../history/RecordHistoryButton';
import { useHost } from '../host/hostContext';
import { recordTitle } from '../list/recordTitle';
import { useCachedRecord } from '../list/useCachedRecord';
import { RecordPageContext, type RecordPageState } from './recordPageContext';
import { SectionApproval } from './SectionApproval';
import { PageSectionPanel } from './SectionPanel';
import { useCallRead } from './useCallRead';

interface Props {
  definition: ResourceDefinition;
  record: RaRecord;
  onClose: () => void;
}

export function RecordPageModal({ definition, record: opened, onClose }: Props) {
  const { config } = definition;
  const page = config.page as RecordPageConfig;
  const modal = page.modal as RecordModal;
  const { approval } = modal;
  const translate = useTranslate();
  const titleId = useId();
  const host = useHost();
  const queryClient = useQueryClient();
  const record = useCachedRecord(config.name, opened);
  const [lang, setLang] = useState<EditLang>(host?.lang ?? 'RU');
  const [shown, setShown] = useState(page.sections[0].name);
  const [marks, setMarks] = useState(() => (approval ? (record[approval.marks] as LanguageMarks) : undefined));
  const { guard, setDirty, registerSave } = useRegisteredSaveGuard();
  const section = page.sections.find((candidate) => candidate.name === shown) ?? page.sections[0];
  const key = page.id ?? 'id';
  const id = record[key];
  const input = useMemo(() => ({ [key]: id, [modal.lang]: lang }), [key, id, modal.lang, lang]);
  const loaded = useCallRead(section.load?.call, input, section.load?.at);
  // A section without `load` has no values of its own.
  const values = section.load ? loaded.data : {};

  /** After a save (given its answer), an approval, or a conflict's reload. */
  const changed = async (answer?: unknown) => {
    await loaded.reload();
    const answered = approval && (answer as Record<string, unknown> | undefined)?.[approval.marks];
    if (answered) setMarks(answered as LanguageMarks);
    await Promise.all([config.name, ...(page.reloads ?? [])].map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
  };
  const state: RecordPageState | null = values
    ? { record: { ...record, ...values }, key, own: false, changed, input, frame: { setDirty, registerSave } }
    : null;
  const stateOf = (candidate: PageSection) =>
    approval && candidate.approve !== undefined
      ? ` · ${translate(`${approval.states}.${marksState(marks, lang, candidate.approve)}`)}`
      : '';

  return (
    <Dialog open onClose={() => guard.leave(onClose)} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(modal.title, { name: recordTitle(config, record, lang) })}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <EditLanguageSelector value={lang} onChange={(next) => guard.leave(() => setLang(next))} />
          <Box sx={{ flex: 1 }} />
          {page.history && <RecordHistoryButton entity={page.history} id={record.id} />}
          {modal.preview && (
            <RecordContextProvider value={record}>
              <PreviewButton preview={modal.preview} />
            </RecordContextProvider>
          )}
          {approval && section.approve !== undefined && (
            <SectionApproval
              approval={approval}
              input={input}
              lang={lang}
              section={section.approve}
              marks={marks}
              onApproved={(answer) => void changed(answer)}
            />
          )}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Tabs
            orientation="vertical"
            value={section.name}
            aria-label={translate(modal.tabs)}
            onChange={(_, next: string) => guard.leave(() => setShown(next))}
            sx={{ borderRight: 1, borderColor: 'divider', minWidth: 180 }}
          >
            {page.sections.map((candidate) => (
              <Tab
                key={candidate.name}
                value={candidate.name}
                label={`${translate(candidate.title)}${stateOf(candidate)}`}
                sx={{ alignItems: 'flex-start', textAlign: 'left' }}
              />
            ))}
          </Tabs>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {loaded.failed && <Alert severity="error">{translate(config.messages?.loadFailed ?? 'form.error')}</Alert>}
            {!loaded.failed && !state && <LinearProgress />}
            {state && (
              <RecordPageContext.Provider value={state}>
                {/* A new section, language or stored version starts a new form. */}
                <PageSectionPanel key={`${section.name} ${lang} ${loaded.loadedAt}`} definition={definition} section={section} />
              </RecordPageContext.Provider>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => guard.leave(onClose)}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {guard.dialog}
    </Dialog>
  );
}
