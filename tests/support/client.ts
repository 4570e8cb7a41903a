// A browser-like client over app.inject: keeps cookies, fetches the CSRF token and sends it as
// X-XSRF-TOKEN, and encodes multipart forms as the real UI does.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export function multipart(fields: Record<string, string | number | (string | number)[]>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    [value].flat().map((v) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

type Send = {
  form?: Record<string, string | number | (string | number)[]>;
  json?: unknown;
  csrf?: string | false;
  headers?: Record<string, string>;
};

export class Client {
  readonly cookies = new Map<string, string>();
  constructor(readonly app: FastifyInstance) {}

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.remember(await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader(), ...headers } }));
  }

  async csrf(): Promise<string> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/csrf-token');
    return this.cookies.get('XSRF-TOKEN') ?? '';
  }

  async send(method: 'POST' | 'PUT' | 'DELETE', url: string, options: Send = {}) {
    const token = options.csrf === undefined ? await this.csrf() : options.csrf;
    const headers: Record<string, string> = { cookie: this.cookieHeader(), ...options.headers };
    if (token) headers['x-xsrf-token'] = token;
    let payload: string | undefined;
    if (options.form) {
      const body = multipart(options.form);
      payload = body.payload;
      headers['content-type'] = body.contentType;
    } else if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    return this.remember(await this.app.inject({ method, url, headers, payload }));
  }

  post(url: string, options?: Send) {
    return this.send('POST', url, options);
  }

  async login(email: string, password: string) {
    return this.post('/login', { form: { email, password } });
  }
}
