// Loads one profile section in the edit language (GET /api/admin/<section>/{hash}?locals=) and
// saves it (POST, form fields, field errors where that section's call puts them): the section's
// declared calls (sectionCalls.ts), made through the data provider's methods of their names;
// the data a section's PageForm needs. The answer holds the section's values under its name.
// A save sends the section version it loaded (`updated`); when someone else saved the section
// meanwhile, the form offers to reload or to overwrite (the engine's ConflictDialog).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { type ProfileCallsProvider, type ProfileSection, SECTION_CALLS } from './sectionCalls';
import type { StepProps } from './stepTypes';

/** The version of the section as loaded: `updated` of its record in the answer. */
const versionOf = (answer: unknown, section: ProfileSection) =>
  (answer as Partial<Record<ProfileSection, { updated?: number }>> | undefined)?.[section]?.updated;

export function useSectionForm<Answer>(section: ProfileSection, fields: readonly string[], { hash, lang, onSaved }: StepProps) {
  const dataProvider = useDataProvider<ProfileCallsProvider>();
  const calls = SECTION_CALLS[section];
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['clinicSection', section, hash, lang],
    // Each section's answer is its own; the form reads it as the step says.
    queryFn: async () => (await dataProvider[calls.load]({ hash, locals: lang })) as Answer,
    // Always the stored values: a form must never start from an outdated copy.
    gcTime: 0,
    // A refetch remounts the form (below): coming back to the tab must not drop unsaved edits or
    // the version they were made on. Fresh values come on mount, after a save and on "reload".
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // A new answer remounts the form (its key is the load time), so reloading drops the edits.
  const conflict = useVersionConflict(() => query.refetch());

  const persist: Persist = async (values, options) => {
    const body = Object.fromEntries(fields.map((field) => [field, values[field]]));
    const version = options?.overwrite ? undefined : versionOf(query.data, section);
    try {
      // The form's values are checked by the section's schema on both sides, not by these types.
      await dataProvider[calls.save]({ hash, ...body, locals: lang } as never, { version });
      // The server may complete what was left blank (the slug): show what it stored; the step
      // shows as saved only then (until the stored values are in the form, it holds the edits).
      await query.refetch();
      onSaved();
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  return { answer: query.data, loadedAt: query.dataUpdatedAt, persist, conflict };
}
