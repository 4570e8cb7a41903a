// What a declared list shows when its rows could not be read: the screen's own words
// (`messages.loadFailed`) or the app's, and a button that reads them again; under the record the
// list belongs to, when it has one (its heading comes from the same answer).
import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../common/resource';
import { OwnerHeading } from './OwnerHeading';

export function ListLoadFailed({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const { refetch } = useListContext();
  const { config } = definition;
  return (
    <>
      {config.list.owner && <OwnerHeading definition={definition} />}
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.list.retry')}
          </Button>
        }
      >
        {translate(config.messages?.loadFailed ?? 'app.list.loadFailed')}
      </Alert>
    </>
  );
}
