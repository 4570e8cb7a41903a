import { describe, expect, it } from 'vitest';
import { logTransport } from './logFormat';

describe('log format', () => {
  it('is readable (pino-pretty) in a terminal', () => {
    expect(logTransport({ isTTY: true }, {})).toMatchObject({ target: 'pino-pretty' });
    expect(logTransport({ isTTY: true }, { NODE_ENV: 'development' })).toMatchObject({ target: 'pino-pretty' });
  });

  it('stays JSON when piped or in production', () => {
    expect(logTransport({ isTTY: false }, {})).toBeUndefined();
    expect(logTransport({}, {})).toBeUndefined();
    expect(logTransport({ isTTY: true }, { NODE_ENV: 'production' })).toBeUndefined();
  });
});
