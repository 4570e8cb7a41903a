// What the review modal's pickers offer: the active medical categories with their specialties
// (GET /api/admin/activespecialties, shared with the specialties step) and the clinic's doctors
// (the doctors step's list: react-admin's getList of clinicDoctors, one cached list), named in the UI language, the clinic's own
// texts over the catalogue's. Also the names the list shows for a review's picks.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import type { EditLang } from '../../../../common/lang';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { ActiveCategory } from '../../../../resources/clinicCatalogue/catalogue/catalogueModel';
import type { DoctorListItem } from '../../../../resources/clinicDoctors/doctorTexts';
import type { clinicCatalogueCalls } from '../../../../resources/clinics/calls';
import { wholeListOf } from '../../../engine/list/wholeList';
import type { PickOption } from './reviewModel';

const named = (names: Record<EditLang, string>, lang: EditLang) => names[lang] || names[lang === 'RU' ? 'EN' : 'RU'];

export function usePickOptions(hash: string, lang: EditLang) {
  const dataProvider = useDataProvider<CallsProvider<typeof clinicCatalogueCalls>>();
  const categories = useQuery({
    queryKey: ['catalogueActive', 'specialties'],
    queryFn: async (): Promise<ActiveCategory[]> => dataProvider.activeSpecialties(),
    staleTime: 5 * 60_000,
  });
  const doctors = useGetList<DoctorListItem>('clinicDoctors', wholeListOf({ hash }));

  return useMemo(() => {
    const catalogue: PickOption[] = (categories.data ?? []).flatMap((category) => {
      const group = named(category.name, lang);
      const entries = (category.specialtySet ?? []).map((s) => ({
        list: 'specialties' as const,
        id: s.id,
        label: named(s.name, lang),
        group,
      }));
      return [{ list: 'categories' as const, id: category.id, label: group, group }, ...entries];
    });
    const staff: PickOption[] = (doctors.data ?? []).map((d) => {
      const texts = (l: EditLang) => d.ll10n[l]?.name || d.l10n[l]?.name || '';
      return { list: 'doctors', id: d.id, label: texts(lang) || texts(lang === 'RU' ? 'EN' : 'RU') || `#${d.id}` };
    });
    const byKey = new Map([...catalogue, ...staff].map((o) => [`${o.list}:${o.id}`, o.label]));
    return {
      catalogue,
      doctors: staff,
      loading: { catalogue: categories.isPending, doctors: doctors.isPending },
      /** The name of a pick, or its id while the lists load or when it left them. */
      nameOf: (list: PickOption['list'], id: number) => byKey.get(`${list}:${id}`) ?? `#${id}`,
    };
  }, [categories.data, categories.isPending, doctors.data, doctors.isPending, lang]);
}
