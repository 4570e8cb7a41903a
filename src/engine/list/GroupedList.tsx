// A list shown in parts (ListConfig.groups: an author list's doctors and editors): the records are
// read once, and each group is a card with its heading, its add button (to the record page, with
// the group's query) and its table. The screen's own messages for an empty list and a failed load.
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, ListContextProvider, type RaRecord, Title, useGetList, useList, useTranslate } from 'react-admin';
import { type ListGroup, localizedPath, type ResourceDefinition } from '../../../common/resource';
import { useLang } from '../../useLang';
import { useScreenPath } from '../ScreenPath';
import { useListPlace } from './listPlace';
import { TableView } from './TableView';
import { WHOLE_LIST, WHOLE_PAGE } from './wholeList';

const inGroup = (group: ListGroup) => (record: RaRecord) => Object.entries(group.filter).every(([field, value]) => record[field] === value);

export function GroupedList({ definition, canDelete }: { definition: ResourceDefinition; canDelete: boolean }) {
  const translate = useTranslate();
  const lang = useLang();
  const { config } = definition;
  const { sort, groups = [] } = config.list;
  const {
    data = [],
    isPending,
    isError,
  } = useGetList(config.name, {
    pagination: WHOLE_PAGE,
    sort: { field: localizedPath(sort.field, lang), order: sort.order },
  });
  useListPlace(!isPending);
  const message = (key: string | undefined, fallback: string) => translate(key ?? fallback);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate(`resources.${config.name}.name`, { smart_count: 2 })} />
      {isError && <Alert severity="error">{message(config.messages?.loadFailed, 'ra.notification.http_error')}</Alert>}
      {!isPending && !isError && data.length === 0 && <Alert severity="info">{message(config.messages?.empty, 'app.list.empty')}</Alert>}
      {groups.map((group) => (
        <GroupCard key={group.title} definition={definition} group={group} records={data.filter(inGroup(group))} canDelete={canDelete} />
      ))}
    </Stack>
  );
}

interface GroupProps {
  definition: ResourceDefinition;
  group: ListGroup;
  records: RaRecord[];
  canDelete: boolean;
}

function GroupCard({ definition, group, records, canDelete }: GroupProps) {
  const translate = useTranslate();
  const base = useScreenPath();
  const list = useList({ data: records, perPage: WHOLE_LIST, resource: definition.config.name });
  const query = new URLSearchParams(group.query).toString();
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate(group.title)}
          </Typography>
          <Button component={Link} to={`${base}/0${query ? `?${query}` : ''}`} variant="contained">
            {translate(group.add)}
          </Button>
        </Stack>
        {records.length > 0 && (
          <ListContextProvider value={list}>
            <TableView definition={definition} canDelete={canDelete} />
          </ListContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
