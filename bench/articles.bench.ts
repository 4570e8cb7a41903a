// The article search (issue 14 point 8; GET /api/admin/searchArticles) at BENCH_ARTICLES (100k)
// articles: cold searches, each query string asked once only (the server keeps no answer cache,
// and no query repeats), timed one at a time through the very function the route runs
// (services/articles/searchArticles: the id lookup and the word-start range on article_search).
// The baseline, measured in the same run on the same queries, in turn with them (which goes first
// drawn at random), is the scan the index replaces: `lower(name) LIKE '%query%'` over the type's
// articles, newest first, 20 at most.
// Names are 4 to 6 words drawn from 40,000 made-up Russian and English words; the queries are word
// starts of 3 letters or more (any case), two-word starts taken from a real name, and ids.
// Target: p99 <= 15 ms and >= 10x the scan, on SQLite and PostgreSQL.
// Alone: `npx tsx bench/articles.bench.ts` (BENCH_PG=0 to skip PostgreSQL, BENCH_SEARCHES: 3000).
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { ARTICLE_TABS } from '../schemas/article';
import type { DialectName } from '../server/db/dialect';
import { type Db, openPostgres, openSqlite } from '../server/db/kysely';
import { migrate } from '../server/db/migrate';
import { SEARCH_LIMIT, searchArticles } from '../server/services/articles/articleSearch';
import { searchTails } from '../server/services/catalogue/clinicSearch';
import { startCluster } from '../tests/support/postgres';
import { fmt, machine, table, writeSection } from './lib/report';
import { postgresDatabase } from './sync.bench';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 3000);
const WARM_UP = 300;
const TARGET_P99 = 15;
const TARGET_RATIO = 10;
const BATCH = 1000;

/** A deterministic generator, so both engines get the same articles and queries. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RU = ['ка', 'ро', 'ме', 'ди', 'на', 'ле', 'то', 'си', 'вра', 'гно', 'кар', 'хи', 'тер', 'пи', 'ль', 'ёж', 'за', 'бо', 'лез', 'ния'];
const EN = ['ca', 'ro', 'me', 'di', 'na', 'le', 'to', 'si', 'tra', 'gno', 'car', 'hy', 'ter', 'pi', 'ol', 'ex', 'za', 'bo', 'lis', 'tion'];

function vocabulary(next: () => number, syllables: string[], count: number): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    const length = 2 + Math.floor(next() * 4);
    words.add(Array.from({ length }, () => syllables[Math.floor(next() * syllables.length)]).join(''));
  }
  return [...words];
}

type Article = { typ: string; lang: string; name: string };

function articles(next: () => number, ru: string[], en: string[]): Article[] {
  return Array.from({ length: ARTICLES }, (_, i) => {
    const lang = next() < 0.7 ? 'RU' : 'EN';
    const words = lang === 'RU' ? ru : en;
    const length = 4 + Math.floor(next() * 3);
    const name = Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(' ');
    return { typ: ARTICLE_TABS[i % ARTICLE_TABS.length], lang, name: name[0].toUpperCase() + name.slice(1) };
  });
}

const CASES = [(s: string) => s, (s: string) => s.toUpperCase(), (s: string) => s[0].toUpperCase() + s.slice(1)];

/** SEARCHES + WARM_UP distinct [query, type]: word starts, two-word starts, ids. */
function queries(next: () => number, rows: Article[], ru: string[], en: string[]): [string, string][] {
  const seen = new Set<string>();
  const out: [string, string][] = [];
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  while (out.length < SEARCHES + WARM_UP) {
    const kind = next();
    let query: string;
    let typ: string = pick(ARTICLE_TABS);
    if (kind < 0.1) query = String(1 + Math.floor(next() * ARTICLES));
    else if (kind < 0.3) {
      const article = pick(rows);
      const words = article.name.split(' ');
      const at = Math.floor(next() * (words.length - 1));
      query = `${words[at]} ${words[at + 1].slice(0, 1 + Math.floor(next() * words[at + 1].length))}`;
      typ = article.typ;
    } else {
      const word = pick(next() < 0.7 ? ru : en);
      query = word.slice(0, Math.max(3, Math.ceil(next() * word.length)));
    }
    query = pick(CASES)(query);
    if (seen.has(`${typ} ${query}`)) continue;
    seen.add(`${typ} ${query}`);
    out.push([query, typ]);
  }
  return out;
}

async function seed(db: Kysely<unknown>, dialect: DialectName, rows: Article[]) {
  const now = Date.now();
  await sql
    .raw(`insert into media_files (hash, file_type, alt, xsize, ysize, size, created, updated)
      values ('00000000-0000-4000-8000-000000000001', 'jpg', '', 960, 640, 1000, ${now}, ${now})`)
    .execute(db);
  const typed = db as unknown as Db;
  for (let from = 0; from < rows.length; from += BATCH) {
    const values = rows.slice(from, from + BATCH).map((row, i) => ({
      ...row,
      slug: `bench-${from + i + 1}`,
      published_dt: now,
      media_id: 1,
      published: 1,
      created: now,
      updated: now,
    }));
    await typed.insertInto('articles').values(values).execute();
  }
  const stored = await typed.selectFrom('articles').select(['id', 'typ', 'name']).orderBy('id').execute();
  let tails: { typ: string; tail: string; article_id: number }[] = [];
  const flush = async () => {
    if (tails.length) await typed.insertInto('article_search').values(tails).execute();
    tails = [];
  };
  for (const row of stored) {
    for (const tail of searchTails([row.name])) tails.push({ typ: row.typ, tail, article_id: Number(row.id) });
    if (tails.length >= BATCH) await flush();
  }
  await flush();
  if (dialect === 'postgres') await sql.raw('vacuum analyze').execute(db);
  else await sql.raw('analyze').execute(db);
}

/** The scan the index replaces: the type's articles whose lowered name contains the query. */
function likeScan(db: Db, query: string, typ: string) {
  return db
    .selectFrom('articles')
    .select(['id', 'name'])
    .where('typ', '=', typ)
    .where(sql`lower(name)`, 'like', `%${query.toLowerCase()}%`)
    .orderBy('id', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(label: string, db: Db, asked: [string, string][]) {
  const index: number[] = [];
  const scan: number[] = [];
  let hits = 0;
  for (const [i, [query, typ]] of asked.entries()) {
    const counted = i >= WARM_UP;
    const search = () => searchArticles(db, query, typ).then((found) => (hits += counted && found.length > 0 ? 1 : 0));
    const like = () => likeScan(db, query, typ);
    // In turn, the first one drawn at random: both see the same machine and the same cache.
    const [a, b] = Math.random() < 0.5 ? [await timed(search), await timed(like)] : [-(await timed(like)), await timed(search)];
    if (i < WARM_UP) continue;
    if (a >= 0) {
      index.push(a);
      scan.push(b);
    } else {
      scan.push(-a);
      index.push(b);
    }
  }
  index.sort((x, y) => x - y);
  scan.sort((x, y) => x - y);
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const ratio = sum(scan) / sum(index);
  const p99 = percentile(index, 99);
  const row = [
    label,
    index.length,
    fmt(percentile(index, 50), 2),
    fmt(p99, 2),
    fmt(percentile(scan, 50), 2),
    fmt(percentile(scan, 99), 2),
    `${fmt(ratio)}x`,
    `${fmt(percentile(scan, 99) / p99)}x`,
  ];
  const verdict = `${label}: p99 ${fmt(p99, 2)} ms (target <= ${TARGET_P99}) and ${fmt(ratio)}x the scan's total time (target >= ${TARGET_RATIO}x): ${
    p99 <= TARGET_P99 && ratio >= TARGET_RATIO ? 'met' : 'NOT met'
  }; ${hits} of ${index.length} searches found something`;
  console.log(verdict);
  return { row, verdict };
}

export async function benchArticles(): Promise<string> {
  const next = random(14);
  const ru = vocabulary(next, RU, 20_000);
  const en = vocabulary(next, EN, 20_000);
  const rows = articles(next, ru, en);
  const asked = queries(next, rows, ru, en);
  const results: Awaited<ReturnType<typeof measure>>[] = [];

  const dir = join('bench', '.data', `articles-${ARTICLES}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sqlite = openSqlite(join(dir, 'app.db'));
  await migrate(sqlite.db as Kysely<unknown>, 'sqlite');
  await seed(sqlite.db as Kysely<unknown>, 'sqlite', rows);
  results.push(await measure('SQLite', sqlite.db, asked));
  await sqlite.close();
  if (process.env.BENCH_PG !== '0') {
    const cluster = await startCluster();
    if (!cluster) throw new Error('PostgreSQL binaries not found (set BENCH_PG=0 to skip)');
    try {
      const postgres = openPostgres(await postgresDatabase(cluster.url, 'bench_articles'));
      await migrate(postgres.db as Kysely<unknown>, 'postgres');
      await seed(postgres.db as Kysely<unknown>, 'postgres', rows);
      results.push(await measure('PostgreSQL', postgres.db, asked));
      await postgres.close();
    } finally {
      cluster.stop();
    }
  }
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, ${ARTICLES} articles (six types), ${SEARCHES} distinct searches after ${WARM_UP} warm-up ones, one at a time, in process through searchArticles (what the route runs); baseline: \`lower(name) LIKE '%query%'\` over the type, newest 20, the same queries in turn (bench/articles.bench.ts). The ratio is the scan's total time over the index's.`,
    '',
    table(
      ['engine', 'searches', 'p50 ms', 'p99 ms', 'scan p50 ms', 'scan p99 ms', 'scan / index (total)', 'scan / index (p99)'],
      results.map((r) => r.row),
    ),
    '',
    ...results.map((r) => `- ${r.verdict}`),
    '',
    `The machine's load average at the end of the run was ${fmt(loadavg()[0])} (2 cores); other work running beside the bench adds its pauses to the p99s.`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeSection('Article search', await benchArticles());
  console.log('Written to docs/performance.md');
}
