// The browser's end of the live channel (common/live.ts): one socket while signed in. When the
// server closes it, or it fails, the owner is told (it re-checks the roles: 002 §4 "on socket
// failure roles are cleared, re-checked"), and the socket opens again after a pause that grows
// to half a minute; a reopened socket says which page is open and the owner reloads what it shows.
import { type ClientMessage, LIVE_PATH, type ServerMessage } from '../../common/live';

export interface LiveSocketEvents {
  onMessage(message: ServerMessage): void;
  /** Closed by the server or lost; `code` is the close code (CLOSE_SESSION_ENDED: signed out). */
  onClosed(code: number): void;
  /** Opened again after a loss: events may have been missed. */
  onReopened(): void;
}

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};

export type OpenSocket = (url: string) => SocketLike;

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;

export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

function parse(data: unknown): ServerMessage | undefined {
  try {
    const message = JSON.parse(String(data));
    return typeof message?.action === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

export class LiveSocket {
  private socket: SocketLike | undefined;
  private page: string | null = null;
  private pause = FIRST_PAUSE_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private opened = false;

  constructor(
    private readonly url: string,
    private readonly events: LiveSocketEvents,
    private readonly open: OpenSocket = (url) => new WebSocket(url),
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  }

  /** The page this tab has open (a presence key), or null; said again after a reconnect. */
  watch(page: string | null): void {
    if (page === this.page) return;
    this.page = page;
    this.sendWatch();
  }

  private sendWatch() {
    if (this.socket?.readyState !== 1) return;
    this.socket.send(JSON.stringify({ action: 'watch', payload: { page: this.page } } satisfies ClientMessage));
  }

  private connect() {
    const socket = this.open(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.pause = FIRST_PAUSE_MS;
      if (this.page !== null) this.sendWatch();
      if (this.opened) this.events.onReopened();
      this.opened = true;
    };
    socket.onmessage = (event) => {
      const message = parse(event.data);
      if (message) this.events.onMessage(message);
    };
    socket.onclose = (event) => {
      this.socket = undefined;
      if (this.stopped) return;
      this.events.onClosed(event.code);
      this.timer = setTimeout(() => {
        if (!this.stopped) this.connect();
      }, this.pause);
      this.pause = Math.min(this.pause * 2, LONGEST_PAUSE_MS);
    };
  }
}
