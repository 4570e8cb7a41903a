// Loads one profile section in the edit language (GET /api/admin/<section>/{hash}?locals=) and
// saves it (POST, multipart, field errors under `error`): the data a section's PageForm needs.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index';
import { profileCalls } from '../../../dataProvider/profileCalls';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import type { StepProps } from './stepTypes';

type Section = 'base' | 'additional';

export function useSectionForm<Answer>(section: Section, fields: readonly string[], { hash, lang, onSaved }: StepProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['clinicSection', section, hash, lang],
    queryFn: () => dataProvider.request<Answer>(profileCalls.section(section, hash, lang)),
    // Always the stored values: a form must never start from an outdated copy.
    gcTime: 0,
  });

  const persist: Persist = async (values) => {
    const body = Object.fromEntries(fields.map((field) => [field, values[field]]));
    try {
      await dataProvider.request(profileCalls.saveSection(section, hash, { ...body, locals: lang }));
      onSaved();
      // The server may complete what was left blank (the slug): show what it stored.
      await query.refetch();
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify);
    }
  };

  return { answer: query.data, loadedAt: query.dataUpdatedAt, persist };
}
