// Reads the link out of the newest message in DATA_DIR/outbox, as a person would from the mail.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function outboxMessages(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** The newest link to the given page, quoted-printable soft breaks undone. */
export function lastLink(dataDir: string, page: 'restorepassword' | 'confirmemail'): string | undefined {
  const text = outboxMessages(dataDir)
    .join('\n')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const links = text.match(new RegExp(`https?://[^\\s]+/${page}/[A-Za-z0-9_-]+`, 'g'));
  return links?.at(-1);
}

export async function waitForLink(dataDir: string, page: 'restorepassword' | 'confirmemail', previous?: string) {
  for (let i = 0; i < 100; i++) {
    const link = lastLink(dataDir, page);
    if (link && link !== previous) return link;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${page} link in the outbox`);
}
