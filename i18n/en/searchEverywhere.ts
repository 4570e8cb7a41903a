// The search everywhere (issue 27: the dialog of the top bar, src/layout/search); app.search is the
// search boxes' own texts.
import type { Catalog } from '../catalog';
import type { searchEverywhere as ru } from '../ru/searchEverywhere';

export const searchEverywhere = {
  open: 'Search everywhere (Ctrl+K)',
  title: 'Search everywhere',
  label: 'What to find',
  placeholder: 'Clinic, doctor, article or id…',
  hint: 'Type at least 3 characters or a record’s id',
  loading: 'Searching…',
  failed: 'The search failed, please try again',
  empty: 'Nothing found',
  found: '%{smart_count} result shown |||| %{smart_count} results shown',
  results: 'Search results',
  shown: '%{shown} of %{total}',
  kinds: {
    clinics: 'Clinics',
    doctors: 'Doctors',
    articles: 'Articles',
    tags: 'Tags',
    seopages: 'SEO pages',
    authors: 'Authors',
    users: 'Users',
    video: 'Videos',
    leads: 'Leads',
    savedViews: 'List views',
  },
} as const satisfies Catalog<typeof ru>;
