// The filters' choices: every clinic, doctor and agent some lead points at (GET /api/manager/objects),
// named in the UI language (the query is per language).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Choice } from '../../common/resource';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { useLang } from '../../src/useLang';
import type { leadCalls } from './calls';

export type LeadObjects = Record<'clinics' | 'doctors' | 'agents', Choice[]>;

const NONE: LeadObjects = { clinics: [], doctors: [], agents: [] };

export function useLeadObjects(): LeadObjects {
  const dataProvider = useDataProvider<CallsProvider<typeof leadCalls>>();
  const lang = useLang();
  const { data } = useQuery({
    queryKey: ['leadObjects', lang],
    queryFn: () => dataProvider.leadObjects(),
  });
  return data ?? NONE;
}
