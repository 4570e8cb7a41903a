// A list's page with a second tab holding a new record's form (ListConfig `createTab`: 002 §2
// /admin/advertising). The tab is in the address (`?tab=create`), so Back and a link reach the form.
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Title, useTranslate } from 'react-admin';
import { generatePath, useSearchParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../../common/resource';
import { NewRecordForm } from '../form/RecordPage';
import { useRouteValues } from '../routeValues';

const TABS = ['list', 'create'] as const;

export function CreateTabs({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) {
  const translate = useTranslate();
  const id = useId();
  const { config } = definition;
  const [search, setSearch] = useSearchParams();
  const list = generatePath(config.path, useRouteValues(config.path));
  const labels = config.list.createTab;
  if (!labels) return children;
  const tab = search.get('tab') === 'create' ? 'create' : 'list';
  return (
    <>
      <Tabs value={tab} onChange={(_event, next: string) => setSearch(next === 'create' ? { tab: next } : {})} sx={{ mt: 1 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} id={`${id}-${name}`} aria-controls={`${id}-panel`} label={translate(labels[name])} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'list' ? (
          children
        ) : (
          <Card sx={{ mt: 2 }}>
            <Title title={translate(config.messages?.title ?? `resources.${config.name}.name`, { smart_count: 2 })} />
            <CardContent>
              <NewRecordForm definition={definition} list={list} />
            </CardContent>
          </Card>
        )}
      </Box>
    </>
  );
}
