// The calls the spec documents (../shared/spec/*.txt, the contract): every `METHOD /path` it writes,
// as a table row ("| POST /login (multipart) |"), a sentence ("GET /api/admin/user (hash): ...") or a
// list that shares its method ("GET and POST /api/admin/specialty/{hash} and /api/admin/service/{hash}",
// "POST /api/admin/blockuser, /api/admin/unblockuser"); a path of /api or /websocket named without a
// method is read (GET: "The list is read from /api/admin/clinicfreefiles/{hash}", "a websocket at
// /websocket"). Query strings are not part of the path; a sentence's full stop is not either.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './declaredCalls';

export const SPEC_DIR = join(projectRoot, '../shared/spec');

export interface SpecCall {
  method: string;
  /** As the spec writes it, `{hash}` included. */
  path: string;
  /** Where: file:line. */
  at: string;
}

const METHODS = '(?:GET|POST|PUT|DELETE|PATCH)';
const CALL = new RegExp(`\\b(${METHODS}(?:\\s+and\\s+${METHODS})*)\\s+(\\/[\\w{}./-]*)|(\\/(?:api|websocket)[\\w{}./-]*)`, 'g');

const withoutFullStop = (path: string) => path.replace(/\.+$/, '');

export const specFiles = () => (existsSync(SPEC_DIR) ? readdirSync(SPEC_DIR).filter((name) => name.endsWith('.txt')) : []);

/** Every documented call once (the first place it is written). */
export function documentedCalls(): SpecCall[] {
  const found = new Map<string, SpecCall>();
  for (const file of specFiles()) {
    readFileSync(join(SPEC_DIR, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        let methods = ['GET'];
        for (const [, named, afterMethod, bare] of line.matchAll(CALL)) {
          if (named) methods = named.split(/\s+and\s+/);
          const path = withoutFullStop(afterMethod ?? bare);
          for (const method of methods) {
            const key = `${method} ${path}`;
            if (!found.has(key)) found.set(key, { method, path, at: `${file}:${index + 1}` });
          }
        }
      });
  }
  return [...found.values()];
}
