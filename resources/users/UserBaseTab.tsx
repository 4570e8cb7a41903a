// The base tab (002 §2, §5 "Users": profile): name (3 to 128) and time zone (required, one of
// Russia's: dataProvider.timeZones), saved with the version it loaded (a save over someone
// else's offers reload or overwrite), and the avatar beside them.
import { Grid, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { Choice, FormSection } from '../../common/resource';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { userBaseSchema } from '../../schemas/userBase';
import { PageForm } from '../../src/engine/form/PageForm';
import { type Persist, submissionErrors } from '../../src/engine/form/useResourceSave';
import { useVersionConflict } from '../../src/engine/form/useVersionConflict';
import type { timeZoneCalls } from '../clinics/calls';
import type { userCalls } from './calls';
import { UserAvatar } from './UserAvatar';
import type { UserAccount } from './userModel';
import type { useUser } from './useUsers';

const sections = (zones: Choice[]): FormSection[] => [
  { fields: [{ source: 'name' }, { source: 'timeZone', widget: 'select', choices: () => zones }] },
];

interface Props {
  account: ReturnType<typeof useUser>;
  user: UserAccount;
}

export function UserBaseTab({ account, user }: Props) {
  const dataProvider = useDataProvider<CallsProvider<typeof userCalls | typeof timeZoneCalls>>();
  const notify = useNotify();
  const conflict = useVersionConflict(account.reload);
  const zones = useQuery({
    queryKey: ['timeZones'],
    queryFn: (): Promise<Choice[]> => dataProvider.timeZones({ country: 'RUSSIA' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const persist: Persist = async (values, options) => {
    try {
      // The form validated them by the same schema as the call's body.
      const body = { hash: user.hash, name: values.name as string, timeZone: values.timeZone as string };
      await dataProvider.saveUserBase(body, { version: options?.overwrite ? undefined : user.updated });
      notify('form.success', { type: 'success' });
      await account.changed();
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };
  const ignore = useCallback(() => undefined, []);
  if (!zones.data) return <LinearProgress />;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <PageForm
          schema={userBaseSchema}
          name="users"
          sections={sections(zones.data)}
          record={{ hash: user.hash, name: user.name, timeZone: user.timeZone ?? '' }}
          persist={persist}
          onDirtyChange={ignore}
          registerSave={ignore}
          conflict={conflict}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <UserAvatar user={user} onChanged={account.changed} />
      </Grid>
    </Grid>
  );
}
