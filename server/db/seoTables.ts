// Row types of the SEO pages (migrations/2026_11_25_03_seo_pages.ts). Timestamps are epoch
// milliseconds; flags are 0/1; '' is an empty text.
import type { Generated } from 'kysely';
import type { EditLang } from '../../common/lang';

export interface SeoPagesTable {
  id: Generated<number>;
  category_id: number;
  specialty_id: number | null;
  city_id: number | null;
  /** `<cid>/<sid|0>/<ct|0>`: the unique key of the page. */
  page_key: string;
  slug1: Generated<string>;
  slug2: Generated<string>;
  slug3: Generated<string>;
  media_id: number | null;
  created: number;
  updated: number;
}

export interface SeoPageL10nTable {
  seo_page_id: number;
  lang: EditLang;
  title: Generated<string>;
  html_title: Generated<string>;
  seo: Generated<string>;
  seo_long: Generated<string>;
  seo_description: Generated<string>;
  keywords: Generated<string>;
  media_alt: Generated<string>;
  proc_price: Generated<string>;
  visible: Generated<number>;
  main: Generated<number>;
  author_id: number | null;
  author_editor_id: number | null;
  /** The version the editor loads for this language and sends back in If-Match. */
  updated: number;
}

export interface SeoTables {
  seo_pages: SeoPagesTable;
  seo_page_l10n: SeoPageL10nTable;
}
