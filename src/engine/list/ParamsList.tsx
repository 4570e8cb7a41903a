// A declared list whose state the address holds under the list's own names (ListConfig `params`):
// react-admin's ListView, as <List> shows it, over the list context of useParamsListController.
import { ListContextProvider, ListView, type ListViewProps, type SortPayload } from 'react-admin';
import type { ListConfig } from '../../../common/resource';
import { useParamsListController } from './useParamsListController';

interface Props extends ListViewProps {
  resource: string;
  list: ListConfig;
  sort: SortPayload;
}

export function ParamsList({ resource, list, sort, ...view }: Props) {
  return (
    <ListContextProvider value={useParamsListController(resource, list, sort)}>
      <ListView {...view} />
    </ListContextProvider>
  );
}
