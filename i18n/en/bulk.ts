// Bulk actions of the lists (issue 27 point 3, src/engine/list/bulk/): the bar over the selected
// rows, its confirmation, progress and summary, and each list's actions.
import type { Catalog } from '../catalog';
import type { bulk as ru } from '../ru/bulk';

export const bulk = {
  actions: 'Actions on the selected',
  selectAll: 'Select all matching (%{smart_count})',
  confirmTitle: 'Action on the selected records',
  run: 'Run',
  cancel: 'Cancel',
  running: 'Running, records: %{smart_count}…',
  summaryTitle: 'Summary',
  summary: 'Done: %{done}, skipped: %{skipped}',
  skippedTitle: 'Skipped',
  skippedRow: '%{name}: %{reason}',
  record: 'No. %{id}',
  close: 'Close',
  failed: 'The action was not run: %{reason}',
  clinics: {
    showRU: 'Show in RU',
    hideRU: 'Hide in RU',
    showEN: 'Show in EN',
    hideEN: 'Hide in EN',
    directLeadOn: 'Turn direct leads on',
    directLeadOff: 'Turn direct leads off',
    superAgent: 'Assign a superagent',
    superAgentPick: 'Superagent',
    confirm: {
      showRU: 'Show the selected clinics on the site in RU (%{smart_count})?',
      hideRU: 'Hide the selected clinics on the site in RU (%{smart_count})?',
      showEN: 'Show the selected clinics on the site in EN (%{smart_count})?',
      hideEN: 'Hide the selected clinics on the site in EN (%{smart_count})?',
      directLeadOn: 'Turn direct leads on for the selected clinics (%{smart_count})?',
      directLeadOff: 'Turn direct leads off for the selected clinics (%{smart_count})?',
      superAgent: 'Assign the superagent chosen below to the selected clinics (%{smart_count})? With none chosen, theirs is removed.',
    },
  },
  leads: {
    take: 'Take into work',
    delete: 'Delete',
    confirm: {
      take: 'Take the selected leads into work (%{smart_count})?',
      delete: 'Delete the selected leads (%{smart_count})?',
    },
  },
  articles: {
    publish: 'Publish',
    unpublish: 'Unpublish',
    confirm: {
      publish: 'Publish the selected articles (%{smart_count})?',
      unpublish: 'Unpublish the selected articles (%{smart_count})?',
    },
  },
  clinicReviews: {
    show: 'Show on the site',
    hide: 'Hide on the site',
    confirm: {
      show: 'Show the selected reviews on the site (%{smart_count})?',
      hide: 'Hide the selected reviews on the site (%{smart_count})?',
    },
  },
  mediafiles: {
    delete: 'Delete',
    confirm: {
      delete: 'Delete the selected images (%{smart_count})? Images that articles use are kept.',
    },
  },
} satisfies Catalog<typeof ru>;
