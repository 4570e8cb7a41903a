// The clinics list (000 §2 "Clinics list", §4) in the ADMIN menu, a declaration, and the clinic
// profile editor (000 §2, 001 §2) reached from it, never from the menu. The list's address is the
// spec's own (`?q=&cityId=&cId=&sid=&loc=&hideDeactive=&page=`, with ours `stale` and
// `completion`; "hide blocked" on unless it says false): the name search (a chosen name opens its
// clinic, Enter filters by the text), the city, category, specialty (the chosen category's),
// language-visibility and stale selects, the completeness view's section chip, 15 clinics a page,
// the catalogue synchronisation, each row's visibility, preview, direct leads and superagent, and
// the visibility, direct leads and superagent of the selected rows at once (issue 27 point 3).
import { PROFILE_SECTIONS } from '../../common/completion';
import { EDIT_LANGS } from '../../common/lang';
import type { FormPreview, RecordAction } from '../../common/recordPage';
import type { RecordTests } from '../../common/recordTests';
import {
  type AnyScreen,
  type BulkPickSpec,
  bulkSpecs,
  type ColumnSpec,
  defineResource,
  type FilterChoices,
  type ListFilter,
} from '../../common/resource';
import { AGENT_NAME } from '../agents';

const PROFILE = '/admin/clinics/profile/:hash/base';

/** The superagent a bulk action sets on the selected clinics, chosen in its confirmation (none: cleared). */
const SUPERAGENT: BulkPickSpec = {
  input: 'agentId',
  reference: 'agents',
  optionText: AGENT_NAME,
  label: 'app.bulk.clinics.superAgentPick',
  none: 'app.clinics.superagentNone',
};

/** A select whose choices are the reference data (react-admin's `categories`) or a side list of it. */
const reference = (source: string, empty: string, choices: Omit<Extract<FilterChoices, { resource: string }>, 'resource'>): ListFilter => ({
  source,
  widget: 'select',
  label: `resources.clinics.fields.${source}`,
  choices: { resource: 'categories', byName: true, ...choices },
  options: { empty: `app.clinics.${empty}` },
});

/** The clinic's visibility per language on the portal (toggleClinic), in its row and in its
 * profile's header; each change reads what shows it again (the list's and the profile's clinic). */
export const visibility: ColumnSpec = {
  source: 'visible',
  display: 'langToggles',
  options: {
    call: 'toggleClinic',
    input: { hash: 'hash' },
    flag: 'll10n.{LANG}.visible',
    name: 'app.clinics.visibility',
    reloads: ['clinics'],
    failed: 'app.form.failed',
  },
};

/** The clinic's preview (000 §2), in its row and in its profile's header, while its RU version is
 * visible: the link the call answers for its hash. */
export const CLINIC_PREVIEW: FormPreview = {
  label: 'app.clinics.preview',
  call: 'clinicPreviewLink',
  key: 'hash',
  shown: { equals: { 'll10n.RU.visible': true } },
  failed: 'app.clinics.previewFailed',
};

/** The assign-superagent modal (000 §1, §7): the clinic's superagent among the agents, or none (sent
 * as null); its button says the agent (`label`) while it has one. */
const superagent = (label: string, shown: RecordTests): RecordAction => ({
  call: 'setSuperAgent',
  label,
  done: 'app.clinics.superagentSaved',
  shown,
  form: {
    title: 'app.clinics.superagentTitle',
    fields: [
      {
        source: 'agentId',
        from: 'superAgentId',
        widget: 'select',
        reference: 'agents',
        optionText: AGENT_NAME,
        placeholder: 'app.clinics.superagentNone',
      },
    ],
  },
});

/** A clinic's name in the UI language: its short name, else its full name, else the RU ones. */
const CLINIC_NAME = 'll10n.{LANG}.shortName|ll10n.{LANG}.name|ll10n.RU.shortName|ll10n.RU.name';

/** The list's bulk actions: visibility per language, direct leads (and the superagent, below). */
const BULK_ACTIONS = [...EDIT_LANGS.flatMap((lang) => [`show${lang}`, `hide${lang}`]), 'directLeadOn', 'directLeadOff'];

/** A caption line of the list's counts of a clinic's doctors or reviews (`visible` of `total`). */
const counts = (source: string, message: string): ColumnSpec => ({
  source,
  display: 'message',
  options: { message, values: { visible: `${source}.visible`, total: `${source}.total` }, nowrap: true },
});

/** What the list answers beside a clinic's page, in maps by clinic id (none: nothing, zero). */
const NO_COUNTS = { visible: 0, total: 0 };

export const screens: AnyScreen[] = [
  // The list edits nothing itself: a clinic changes on its profile and by its row's actions.
  defineResource({ type: 'object', properties: {} } as const, {
    name: 'clinics',
    path: '/admin/clinics',
    roles: ['ADMIN'],
    list: {
      view: 'table',
      params: { defaults: { hideDeactive: 'true' } },
      search: { call: 'clinicNames', query: 'query', label: 'app.clinics.search', open: PROFILE, filter: 'q' },
      filters: [
        reference('cityId', 'allCities', { side: 'cities', optionText: 'name.{LANG}' }),
        { ...reference('cId', 'allCategories', { optionText: 'names.{LANG}', where: { active: true } }), clears: ['sid'] },
        reference('sid', 'allSpecialties', {
          side: 'specialties',
          optionText: 'names.{LANG}',
          where: { active: true },
          narrow: { by: 'cId', field: 'spcs' },
        }),
        {
          source: 'loc',
          widget: 'select',
          label: 'resources.clinics.fields.loc',
          choices: { values: EDIT_LANGS, label: 'app.clinics.visibleIn' },
          options: { empty: 'app.clinics.anyLanguage' },
        },
        // Ours (issue 12): a stale review in a language; one section's state, from the completeness view.
        {
          source: 'stale',
          widget: 'select',
          label: 'app.completeness.staleFilter',
          choices: { values: EDIT_LANGS, label: 'app.completeness.staleIn' },
          options: { empty: 'app.completeness.anyStale' },
        },
        { source: 'completion', widget: 'completion', label: 'app.completeness.clearFiltered' },
        { source: 'hideDeactive', widget: 'flag', label: 'resources.clinics.fields.hideDeactive' },
      ],
      title: 'id',
      // A bulk summary names a skipped clinic by its name, not its number.
      named: CLINIC_NAME,
      columns: [
        {
          source: 'state',
          display: 'lines',
          // The state as a chip (active in green), its modules under it.
          options: {
            lines: [
              {
                source: 'state',
                display: 'chip',
                options: { key: (state: string) => `app.clinics.states.${state}`, colors: { ACTIVE: 'success' }, filled: true },
              },
              {
                source: 'modules',
                display: 'message',
                options: { message: 'app.clinics.modules', values: { list: 'modules' }, joins: { list: 'module' } },
                when: { differs: { 'modules.0': null } },
              },
            ],
          },
        },
        // In the UI language, the spec's "~No data in EN~" when there is none; the full name leads to the profile.
        { source: 'll10n.{LANG}.shortName', label: 'resources.clinics.fields.shortName', options: { empty: 'app.clinics.noData' } },
        {
          source: 'll10n.{LANG}.name',
          label: 'resources.clinics.fields.name',
          options: { empty: 'app.clinics.noData', to: '/admin/clinics/profile/{hash}/base' },
        },
        {
          source: 'quality',
          display: 'lines',
          // Its complete sections in each language, then how many of its doctors and reviews are visible.
          options: {
            lead: EDIT_LANGS.length,
            lines: [
              ...EDIT_LANGS.map((lang) => ({
                source: `quality.${lang}`,
                display: 'message',
                options: {
                  message: 'app.clinics.quality',
                  values: { count: `quality.${lang}` },
                  params: { lang, total: PROFILE_SECTIONS.length },
                  nowrap: true,
                },
              })),
              counts('doctorsQty', 'app.clinics.doctors'),
              counts('reviewsQty', 'app.clinics.reviews'),
            ],
          },
        },
        {
          source: 'updated',
          display: 'lines',
          // When it last changed, and by whom.
          options: {
            lines: [
              { source: 'updated', display: 'datetime' },
              {
                source: 'updatedBy',
                display: 'message',
                options: { message: 'app.clinics.updatedBy', values: { name: 'updatedBy' } },
                when: { differs: { updatedBy: null } },
              },
            ],
          },
        },
        {
          source: 'actions',
          display: 'lines',
          sticky: true,
          // Visibility per language with the preview, direct leads, the superagent.
          options: {
            lead: 3,
            lines: [
              {
                source: 'visible',
                display: 'lines',
                options: { row: true, lines: [visibility, { source: 'preview', display: 'preview', options: CLINIC_PREVIEW }] },
              },
              {
                source: 'directLead',
                display: 'switch',
                label: 'resources.clinics.fields.directLead',
                options: { call: 'toggleDirectLead', input: { hash: 'hash' }, param: 'dLead', reloads: ['clinics'] },
              },
              {
                source: 'superAgentId',
                display: 'recordActions',
                options: {
                  key: 'hash',
                  reloads: ['clinics', 'agents'],
                  actions: [
                    superagent('app.clinics.superagent', { differs: { agent: null } }),
                    superagent('app.clinics.noSuperagent', { equals: { agent: null } }),
                  ],
                },
              },
            ],
          },
        },
      ],
      joins: {
        // Its name (else its id), and its superagent's name.
        name: { field: `${CLINIC_NAME}|id` },
        agent: { reference: 'agents', by: 'superAgentId', field: AGENT_NAME },
        modules: { side: 'modules', otherwise: [] },
        doctorsQty: { side: 'doctorsQty', otherwise: NO_COUNTS },
        reviewsQty: { side: 'reviewsQty', otherwise: NO_COUNTS },
      },
      // Run over the selected clinics, each by its row's own action (server/services/bulk/bulkActions.ts).
      bulk: [...bulkSpecs('clinics', BULK_ACTIONS), ...bulkSpecs('clinics', ['superAgent']).map((spec) => ({ ...spec, pick: SUPERAGENT }))],
      tools: [{ name: 'sync', options: { steps: 'catalogue', title: 'app.sync.title', reloadAfter: { specialties: ['categories'] } } }],
      // The server's order: the call takes none.
      sort: { field: 'id', order: 'ASC' },
      perPage: 15,
    },
    form: { mode: 'modal', sections: [] },
    messages: { empty: 'app.list.empty' },
  }),
  {
    config: { name: 'clinicProfile', path: '/admin/clinics/profile/:hash/:step', roles: ['ADMIN'], list: {}, menu: false },
    load: () => import('../../src/pages/clinicProfile/ClinicWizard'),
  },
];

/** The react-admin resources this folder's calls serve though their screens, if any, are declared
 * elsewhere (a filter's categories; the profile steps, each declared in a folder of its own): the
 * data provider finds their calls here. */
export const served = ['categories', 'clinicDocuments', 'clinicPictures', 'clinicReviews', 'clinicDoctors'];
