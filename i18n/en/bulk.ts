// Bulk actions of the lists (issue 27 point 3, src/engine/list/bulk/): the bar over the selected
// rows, its confirmation, progress and summary, and each list's actions.
import type { Catalog } from '../catalog';
import type { bulk as ru } from '../ru/bulk';

export const bulk = {
  actions: 'Actions on the selected',
  selectAll: 'Select all %{smart_count} matching',
  confirmTitle: 'Action on the selected records',
  run: 'Run',
  cancel: 'Cancel',
  running: 'Running on %{smart_count} records…',
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
    confirm: {
      showRU: 'Show the %{smart_count} selected clinics on the site in RU?',
      hideRU: 'Hide the %{smart_count} selected clinics on the site in RU?',
      showEN: 'Show the %{smart_count} selected clinics on the site in EN?',
      hideEN: 'Hide the %{smart_count} selected clinics on the site in EN?',
      directLeadOn: 'Turn direct leads on for the %{smart_count} selected clinics?',
      directLeadOff: 'Turn direct leads off for the %{smart_count} selected clinics?',
    },
  },
} satisfies Catalog<typeof ru>;
