export const completeness = {
  intro: 'Clinics in the directory: %{smart_count}. Each number opens the list of those clinics.',
  legend:
    'Reviewed: the section was reviewed after its last change. Needs review: reviewed, but the other language changed since. Not reviewed: changed since its review, or never reviewed.',
  section: 'Profile section',
  states: { complete: 'Reviewed', stale: 'Needs review', incomplete: 'Not reviewed' },
  link: '%{n} — %{section}, %{lang}: %{state}',
  loadFailed: 'The summary could not be loaded',
  reload: 'Retry',
  staleMark: 'Needs review (%{lang}): %{other} changed after the review',
  staleFilter: 'Needs review',
  staleIn: 'Translation to %{value}',
  anyStale: 'Any',
  filtered: '%{section}, %{lang}: %{state}',
  clearFiltered: 'Clear the section filter',
};

/** The screen's name in the menu (`resources.completeness`). */
export const completenessResource = { name: 'Profile completeness |||| Profile completeness' };
