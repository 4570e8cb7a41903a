// Collects benchmark results and writes them, with the machine they ran on, to
// docs/performance.md (one section per benchmark, replaced on each run).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const FILE = 'docs/performance.md';

export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

/** Replaces (or appends) the section `## <title>` of docs/performance.md. */
export function writeSection(title: string, body: string): void {
  const header = '# Performance\n\nWritten by `npm run bench`; every ratio compares with a baseline measured in the same run.\n';
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : header;
  const section = `## ${title}\n\n${body.trim()}\n`;
  const pattern = new RegExp(`## ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}`;
  writeFileSync(FILE, next.endsWith('\n') ? next : `${next}\n`);
}

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
