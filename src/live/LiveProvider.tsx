// The live channel inside the signed-in layout: one socket per signed-in user, the menu counters
// (GET /api/counters, then pushed), the lists the events reload, and who else is on the page this
// tab watches. Without a LiveSetup (the jsdom tests) there is no socket and no counter.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useAuthProvider, useDataProvider } from 'react-admin';
import type { Counters, Person, ServerMessage } from '../../common/live';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { liveCalls } from '../../resources/live/calls';
import type { AppAuthProvider } from '../auth/authProvider';
import { useSession } from '../auth/useSession';
import { FILTER_CHOICES_KEY } from '../engine/list/filters/useFilterChoices';
import { LiveSocket, type OpenSocket } from './liveSocket';

/** Where the socket goes and how it is opened (src/main.tsx gives the browser's WebSocket). */
export type LiveSetupValue = { url: string; open: OpenSocket };
export const LiveSetup = createContext<LiveSetupValue | undefined>(undefined);

export const COUNTERS_KEY = ['live', 'counters'] as const;
/** What a 'leads' event reloads: the leads list (react-admin's query keys start with the
 * resource) and its filters' choices (which leads point at). */
const LEADS_KEYS = [['leads'], [FILTER_CHOICES_KEY, 'leadObjects']] as const;

type Presence = { page: string; people: Person[] };
type LiveValue = { socket?: LiveSocket; presence?: Presence };

const LiveContext = createContext<LiveValue>({});

export function LiveProvider({ children }: { children: ReactNode }) {
  const setup = useContext(LiveSetup);
  const { user } = useSession();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<LiveValue>({});
  const userId = user?.id;
  const enabled = setup !== undefined && userId !== undefined;

  useQuery({ ...useCountersQuery(), enabled });

  useEffect(() => {
    if (!setup || userId === undefined || !authProvider) return;
    const reloadLeads = () => {
      for (const queryKey of LEADS_KEYS) void queryClient.invalidateQueries({ queryKey });
    };
    // What each message does (common/live.ts ServerMessage).
    const handlers: { [A in ServerMessage['action']]: (message: Extract<ServerMessage, { action: A }>) => void } = {
      leads: ({ payload }) => {
        queryClient.setQueryData<Counters>(COUNTERS_KEY, (old) => ({ ...old, ...payload.counters }));
        reloadLeads();
      },
      roles: () => authProvider.refreshRoles(),
      presence: ({ payload }) => setValue((current) => ({ ...current, presence: payload })),
    };
    const socket = new LiveSocket(
      setup.url,
      {
        onMessage: (message) => (handlers[message.action] as (m: ServerMessage) => void)(message),
        // Signed out elsewhere, blocked, or the server went away: ask who we are; the guards send a
        // signed-out user to the login page, a signed-in one gets the socket back.
        onClosed: () => authProvider.refreshRoles(),
        onReopened: () => {
          void queryClient.invalidateQueries({ queryKey: COUNTERS_KEY });
          reloadLeads();
        },
      },
      setup.open,
    );
    socket.start();
    setValue({ socket });
    return () => {
      socket.stop();
      setValue({});
    };
  }, [setup, userId, authProvider, queryClient]);

  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** The counters' query: the provider fetches it; any other reader only watches (enabled: false),
 * yet names the same call, so that a refetch of every query (a refresh) has something to run. */
function useCountersQuery() {
  const dataProvider = useDataProvider<CallsProvider<typeof liveCalls>>();
  return { queryKey: COUNTERS_KEY, queryFn: (): Promise<Counters> => dataProvider.counters() };
}

/** The menu's counters, by menu item name; empty without a live channel. */
export function useCounters(): Counters {
  const { data } = useQuery<Counters>({ ...useCountersQuery(), enabled: false });
  return data ?? {};
}

/** Says this tab has `page` open while the component is mounted; answers who else has. */
export function usePresence(page: string | null): Person[] {
  const { socket, presence } = useContext(LiveContext);
  useEffect(() => {
    if (!socket || page === null) return;
    socket.watch(page);
    return () => socket.watch(null);
  }, [socket, page]);
  return useMemo(() => (page !== null && presence?.page === page ? presence.people : []), [page, presence]);
}
