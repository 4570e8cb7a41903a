// The browser's live socket over a fake WebSocket: it says the watched page once open and again
// after a reconnect, tells its owner of a close, reopens after a pause that doubles up to 30 s,
// and a stopped socket neither reports nor reopens.
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { LiveSocket, type LiveSocketEvents, liveUrl } from './liveSocket';

class FakeSocket {
  readyState: 0 | 1 | 2 | 3 = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(text);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

describe('LiveSocket', () => {
  let opened: FakeSocket[];
  let events: { [K in keyof LiveSocketEvents]: Mock<LiveSocketEvents[K]> };
  let live: LiveSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    opened = [];
    events = { onMessage: vi.fn(), onClosed: vi.fn(), onReopened: vi.fn() };
    live = new LiveSocket('ws://admin.test/websocket', events, (url) => {
      const socket = new FakeSocket(url);
      opened.push(socket);
      return socket;
    });
  });
  afterEach(() => vi.useRealTimers());

  it('builds the socket address from the page’s', () => {
    expect(liveUrl({ protocol: 'https:', host: 'admin.example:8443' })).toBe('wss://admin.example:8443/websocket');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/websocket');
  });

  it('passes on the server’s messages and drops what is not one', () => {
    live.start();
    opened[0].open();
    opened[0].receive('{"action":"roles"}');
    opened[0].receive('not json');
    expect(events.onMessage.mock.calls).toEqual([[{ action: 'roles' }]]);
  });

  it('says the watched page when open, and again after a reconnect', () => {
    live.watch('clinic:3');
    live.start();
    opened[0].open();
    expect(opened[0].sent).toEqual(['{"action":"watch","payload":{"page":"clinic:3"}}']);
    live.watch(null);
    expect(opened[0].sent.at(-1)).toBe('{"action":"watch","payload":{"page":null}}');
    live.watch('article:9');
    opened[0].drop(1006);
    expect(events.onClosed).toHaveBeenCalledWith(1006);
    vi.advanceTimersByTime(1000);
    opened[1].open();
    expect(opened[1].sent).toEqual(['{"action":"watch","payload":{"page":"article:9"}}']);
    expect(events.onReopened).toHaveBeenCalledTimes(1);
  });

  it('waits twice as long after each failed attempt, at most 30 s, and from 1 s again once open', () => {
    live.start();
    const pauses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      opened.at(-1)?.drop(1006);
      const before = opened.length;
      let waited = 0;
      while (opened.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    opened.at(-1)?.open();
    opened.at(-1)?.drop(4401);
    expect(events.onClosed).toHaveBeenLastCalledWith(4401);
    const before = opened.length;
    vi.advanceTimersByTime(1000);
    expect(opened.length).toBe(before + 1);
  });

  it('once stopped, closes normally, neither reports nor reopens', () => {
    live.start();
    opened[0].open();
    live.stop();
    expect(opened[0].closedWith).toBe(1000);
    opened[0].drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(events.onClosed).not.toHaveBeenCalled();
    expect(opened).toHaveLength(1);
  });
});
