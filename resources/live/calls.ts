// The live channel's calls (common/live.ts; 002 §4, §7 "a websocket at /websocket"): the socket
// itself, an upgrade to WebSocket that the browser's live provider opens (src/live/LiveProvider.tsx),
// and the menu counters it keeps up to date. Served by server/routes/live.ts. Like the session's,
// the browser knows them from its first load (resources/index.ts): every signed-in page reads the
// counters.
import { defineCalls } from '../../common/calls';
import { LIVE_PATH } from '../../common/live';
import { countersAnswer } from '../../schemas/answers/live';

export const liveCalls = defineCalls(
  { area: 'Live', access: 'user' },
  {
    liveSocket: {
      method: 'GET',
      path: LIVE_PATH,
      description:
        'The live socket: an upgrade to WebSocket from the app’s own Origin (403 from another). Messages, close codes and reconnection: docs/api.md "Live updates".',
      upgrade: 'websocket',
      answers: { 101: { description: 'Switching Protocols: the socket is open.' } },
    },
    counters: {
      method: 'GET',
      path: '/api/counters',
      description: 'The menu’s alert counters the user’s roles see (the NEW leads for a manager).',
      answer: countersAnswer,
    },
  },
);
