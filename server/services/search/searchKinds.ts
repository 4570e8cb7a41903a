// What the search everywhere finds (GET /api/search, issue 27), one row per kind of record: its
// code in the index (repositories/search.ts), the resource its group is named after, who may open
// it (the roles of its declaration, as the menus and the routes read them), the tables and columns
// whose changes mark its records for re-indexing (search_dirty, by triggers:
// services/search/searchIndex.ts), the SQL of the texts it is found by and of what a result
// shows, and the admin UI's address of a record. SQL take `in ($list)` (repositories/rawSql.ts inChunks); an `items` row has id, the
// title and the subtitle in each language (title_ru, title_en, subtitle_ru, subtitle_en) and the
// columns its `path` reads.
import { type AnyScreen, pathFor, type RoleName, type ScreenConfig } from '../../../common/resource';

export type ItemRow = {
  id: number;
  title_ru: string | null;
  title_en: string | null;
  subtitle_ru: string | null;
  subtitle_en: string | null;
} & Record<string, unknown>;

/** A table whose changes of `columns` change the texts of the record `id` names. */
export type SearchSource = { table: string; id: string; columns: readonly string[] };

export interface SearchKind {
  code: number;
  resource: string;
  /** The declaration (common/resource.ts) of the screen that opens it: its roles and list paths. */
  screen: string;
  sources: readonly SearchSource[];
  /** Statements answering rows of (id, text): every text a record is found by. */
  texts: readonly string[];
  items: string;
  /** The address of the record `row` for `role`; `list`: the screen's list path for that role. */
  path: (row: ItemRow, list: string) => string;
}

const PROFILE = (hash: unknown, step: string) => `/admin/clinics/profile/${hash}/${step}`;
const ARTICLE_TEXTS = (tags: boolean) => [`select id, name as text from articles where typ ${tags ? '=' : '<>'} 'TAG' and id in ($list)`];
const ARTICLE_ITEMS = (tags: boolean) =>
  `select id, name as title_ru, name as title_en, slug as subtitle_ru, slug as subtitle_en from articles where typ ${tags ? '=' : '<>'} 'TAG' and id in ($list)`;
const articles = { table: 'articles', id: 'id', columns: ['name', 'typ'] };

export const SEARCH_KINDS: readonly SearchKind[] = [
  {
    code: 1,
    resource: 'clinics',
    screen: 'clinics',
    sources: [{ table: 'clinic_l10n', id: 'clinic_id', columns: ['name', 'short_name'] }],
    texts: [`select clinic_id as id, name || ' ' || short_name as text from clinic_l10n where clinic_id in ($list)`],
    items: `select c.id, c.hash, ru.short_name as title_ru, en.short_name as title_en, ru.city as subtitle_ru, en.city as subtitle_en
      from clinics c left join clinic_l10n ru on ru.clinic_id = c.id and ru.lang = 'RU' left join clinic_l10n en on en.clinic_id = c.id and en.lang = 'EN'
      where c.id in ($list)`,
    path: (row) => PROFILE(row.hash, 'base'),
  },
  {
    code: 2,
    resource: 'doctors',
    screen: 'clinicDoctors',
    sources: [
      { table: 'doctor_l10n', id: 'doctor_id', columns: ['name'] },
      { table: 'doctor_ll10n', id: 'doctor_id', columns: ['name'] },
    ],
    texts: ['doctor_l10n', 'doctor_ll10n'].map((table) => `select doctor_id as id, name as text from ${table} where doctor_id in ($list)`),
    // A doctor is edited in the doctors step of a clinic's profile: the first clinic it works in.
    items: `select d.id, coalesce(nullif(lru.name, ''), ru.name) as title_ru, coalesce(nullif(len.name, ''), en.name) as title_en,
        ru.specialty as subtitle_ru, en.specialty as subtitle_en,
        (select c.hash from clinic_doctors cd join clinics c on c.id = cd.clinic_id where cd.doctor_id = d.id order by cd.position, cd.clinic_id limit 1) as clinic_hash
      from doctors d
      left join doctor_l10n ru on ru.doctor_id = d.id and ru.lang = 'RU' left join doctor_l10n en on en.doctor_id = d.id and en.lang = 'EN'
      left join doctor_ll10n lru on lru.doctor_id = d.id and lru.lang = 'RU' left join doctor_ll10n len on len.doctor_id = d.id and len.lang = 'EN'
      where d.id in ($list)`,
    path: (row) => (row.clinic_hash ? PROFILE(row.clinic_hash, 'clinicdoctors') : '/admin/clinics'),
  },
  {
    code: 3,
    resource: 'articles',
    screen: 'articles',
    sources: [articles],
    texts: ARTICLE_TEXTS(false),
    items: ARTICLE_ITEMS(false),
    path: (row) => `/admin/articles/edit/${row.id}`,
  },
  {
    code: 4,
    resource: 'tags',
    screen: 'tags',
    sources: [articles],
    texts: ARTICLE_TEXTS(true),
    items: ARTICLE_ITEMS(true),
    path: (row) => `/admin/tags/edit/${row.id}`,
  },
  {
    code: 5,
    resource: 'seopages',
    screen: 'seopages',
    sources: [{ table: 'seo_page_l10n', id: 'seo_page_id', columns: ['title'] }],
    texts: ['select seo_page_id as id, title as text from seo_page_l10n where seo_page_id in ($list)'],
    items: `select p.id, ru.title as title_ru, en.title as title_en, p.page_key as subtitle_ru, p.page_key as subtitle_en from seo_pages p
      left join seo_page_l10n ru on ru.seo_page_id = p.id and ru.lang = 'RU' left join seo_page_l10n en on en.seo_page_id = p.id and en.lang = 'EN'
      where p.id in ($list)`,
    // The pages are edited in a dialog of the tree, which has no address of its own.
    path: (_row, list) => list,
  },
  {
    code: 6,
    resource: 'authors',
    screen: 'authors',
    sources: [{ table: 'authors', id: 'id', columns: ['last_name', 'first_name', 'patronymic_name'] }],
    texts: [`select id, last_name || ' ' || first_name || ' ' || patronymic_name as text from authors where id in ($list)`],
    items: `select id, trim(last_name || ' ' || first_name || ' ' || patronymic_name) as title_ru, null as title_en, position as subtitle_ru, null as subtitle_en
      from authors where id in ($list)`,
    path: (row, list) => `${list}/${row.id}`,
  },
  {
    code: 7,
    resource: 'users',
    screen: 'users',
    sources: [{ table: 'users', id: 'id', columns: ['name', 'email'] }],
    texts: [`select id, name || ' ' || email as text from users where id in ($list)`],
    items: 'select id, name as title_ru, null as title_en, email as subtitle_ru, null as subtitle_en from users where id in ($list)',
    path: (row) => `/admin/users/profile/${row.id}/base`,
  },
  {
    code: 8,
    resource: 'video',
    screen: 'video',
    sources: [{ table: 'videos', id: 'id', columns: ['title', 'active'] }],
    texts: ['select id, title as text from videos where active = 1 and id in ($list)'],
    items: 'select id, title as title_ru, null as title_en, url as subtitle_ru, null as subtitle_en from videos where id in ($list)',
    // A video is edited in its row of the list (expanded), which has no address of its own.
    path: (_row, list) => list,
  },
  {
    code: 9,
    resource: 'leads',
    screen: 'leads',
    sources: [{ table: 'leads', id: 'id', columns: ['name', 'email', 'phone'] }],
    texts: [`select id, name || ' ' || email || ' ' || phone as text from leads where id in ($list)`],
    items: 'select id, name as title_ru, null as title_en, phone as subtitle_ru, null as subtitle_en from leads where id in ($list)',
    path: (_row, list) => list,
  },
];

/** The kinds `roles` may open (by the declarations `screens`), each with its list path for the first
 * of those roles that opens it. */
export function kindsFor(screens: readonly AnyScreen[], roles: readonly RoleName[]): { kind: SearchKind; list: string }[] {
  const configs = new Map<string, ScreenConfig>(screens.map((screen) => [screen.config.name, screen.config]));
  return SEARCH_KINDS.flatMap((kind) => {
    const config = configs.get(kind.screen);
    if (!config) throw new Error(`search: no declaration of ${kind.screen}`);
    const role = roles.find((r) => config.roles.includes(r));
    return role ? [{ kind, list: pathFor(config, role) }] : [];
  });
}
