// A scripted XMLHttpRequest for the uploader's and the upload screens' tests: each request is kept
// with what it carried, and the test decides when and how it progresses and answers, or lets it
// answer at once through a fake fetch (dataProvider/fakeFetch.ts), which then records it too.

type Handler = (() => void) | null;

class FakeXhr {
  upload: { onprogress: ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  done = false;

  constructor(private readonly onSend: (xhr: FakeXhr) => void) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    this.onSend(this);
  }

  abort() {
    if (this.done) return;
    this.aborted = true;
    this.done = true;
    this.onabort?.();
  }

  /** The multipart fields as an object (a file stays a File). */
  fields(): Record<string, FormDataEntryValue> {
    return this.body ? Object.fromEntries(this.body.entries()) : {};
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body?: unknown) {
    if (this.done) return;
    this.done = true;
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    if (this.done) return;
    this.done = true;
    this.onerror?.();
  }

  /** Answers with what `fetch` answers for the same request. */
  async forward(fetch: typeof globalThis.fetch) {
    this.progress(1, 2);
    const answer = await fetch(this.url, { method: this.method, headers: this.headers, body: this.body });
    const text = await answer.text();
    this.respond(answer.status, text ? JSON.parse(text) : undefined);
  }
}

/**
 * `Xhr` is a constructor to stub XMLHttpRequest with; `sent` lists every request. With `through`,
 * each request is answered at once by that fetch unless `hold` is on.
 */
export function fakeXhr(through?: typeof globalThis.fetch) {
  const sent: FakeXhr[] = [];
  const state = { hold: !through };
  const onSend = (xhr: FakeXhr) => {
    sent.push(xhr);
    if (!state.hold && through) void xhr.forward(through);
  };
  const Xhr = function FakeXhrConstructor() {
    return new FakeXhr(onSend);
  } as unknown as typeof XMLHttpRequest;
  const make = () => new FakeXhr(onSend) as unknown as XMLHttpRequest;
  /** The requests sent and not yet answered. */
  const pending = () => sent.filter((xhr) => !xhr.done);
  return { Xhr, make, sent, pending, state };
}
