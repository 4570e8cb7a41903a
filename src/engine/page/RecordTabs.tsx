// A record page's sections (ResourceConfig.page) as tabs with addresses of their own (the page path's
// `:tab`: links a person can keep and share), under the page's summary.
import { Stack, Tab, Tabs } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Loading, type RaRecord, RecordContextProvider, useTranslate } from 'react-admin';
import { generatePath, Link as RouterLink, useParams } from 'react-router-dom';
import type { RecordPageConfig } from '../../../common/recordPage';
import type { ResourceDefinition } from '../../../common/resource';
import { useSession } from '../../auth/useSession';
import { useLang } from '../../useLang';
import { RecordHistoryButton } from '../history/RecordHistoryButton';
import { ColumnValue } from '../list/ColumnValue';
import { recordTitle } from '../list/recordTitle';
import { RecordPageContext, type RecordPageState } from './recordPageContext';
import { PageSectionPanel } from './SectionPanel';

export function RecordTabs({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) {
  const { config } = definition;
  const page = config.page as RecordPageConfig;
  const translate = useTranslate();
  const lang = useLang();
  const { id = '', tab } = useParams();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const changed = useCallback(
    () => Promise.all([config.name, ...(page.reloads ?? [])].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
    [config.name, page.reloads, queryClient],
  );
  const key = page.id ?? 'id';
  const own = Boolean(page.own && user && (user as unknown as Record<string, unknown>)[page.own] === record[page.own]);
  const state = useMemo<RecordPageState>(() => ({ record, key, own, changed }), [record, key, own, changed]);

  // What the page offers may depend on whether the record is one's own (an account's block): it
  // waits for the signed-in user rather than show, for a moment, what one's own record lacks.
  if (page.own && !user) return <Loading />;
  // An address naming no section of the page shows its first.
  const section = page.sections.find((candidate) => candidate.name === tab) ?? page.sections[0];
  return (
    <>
      <RecordContextProvider value={record}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {page.summary?.map((column) => (
            <ColumnValue key={column.source} column={column} />
          ))}
          {page.history && <RecordHistoryButton entity={page.history} id={record.id} />}
        </Stack>
      </RecordContextProvider>
      <Tabs value={section.name} aria-label={recordTitle(config, record, lang)} sx={{ my: 2, borderBottom: 1, borderColor: 'divider' }}>
        {page.sections.map(({ name, title: label }) => (
          <Tab
            key={name}
            value={name}
            label={translate(label)}
            component={RouterLink}
            to={generatePath(String(page.path), { id, tab: name })}
          />
        ))}
      </Tabs>
      <RecordPageContext.Provider value={state}>
        {/* Keyed by the stored version: a change shows the stored record in a new form. */}
        <PageSectionPanel key={`${section.name} ${record.updated}`} definition={definition} section={section} />
      </RecordPageContext.Provider>
    </>
  );
}
