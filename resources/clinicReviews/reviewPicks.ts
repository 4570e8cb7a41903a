// What a review's pickers offer and its row names (001 §2 "category/specialty picker", "doctor
// picker"): the active medical categories with their specialties (GET /api/admin/activespecialties,
// read once in five minutes, as the specialties step reads it) and the clinic's doctors (getList of
// clinicDoctors, as the doctors step reads it), named in the edit language, else in the other; a
// doctor by the clinic's own text over the catalogue's.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import type { CallAnswer } from '../../common/calls';
import type { EditLang } from '../../common/lang';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { useHost } from '../../src/engine/host/hostContext';
import { wholeListOf } from '../../src/engine/list/wholeList';
import { useRouteValues } from '../../src/engine/routeValues';
import { useScreenPath } from '../../src/engine/ScreenPath';
import type { IdChoice } from '../../src/engine/widgets/IdsPicker';
import type { clinicCatalogueCalls, doctorCalls } from '../clinics/calls';

type Category = CallAnswer<typeof clinicCatalogueCalls.calls.activeSpecialties>[number];
type Doctor = CallAnswer<typeof doctorCalls.calls.listClinicDoctors>['doctors'][number];
type Names = Partial<Record<EditLang, string>>;

const other = (lang: EditLang): EditLang => (lang === 'RU' ? 'EN' : 'RU');
const named = (names: Names, lang: EditLang) => names[lang] || names[other(lang)] || '';
const KEPT = 5 * 60_000;

export interface ReviewPicks {
  categories: IdChoice[];
  specialties: IdChoice[];
  doctors: IdChoice[];
  loading: { catalogue: boolean; doctors: boolean };
}

export function useReviewPicks(): ReviewPicks {
  const dataProvider = useDataProvider<CallsProvider<typeof clinicCatalogueCalls>>();
  const lang = useHost()?.lang ?? 'RU';
  const { hash } = useRouteValues(useScreenPath());
  const catalogue = useQuery({
    queryKey: ['catalogueActive', 'specialties'],
    queryFn: async (): Promise<Category[]> => dataProvider.activeSpecialties(),
    staleTime: KEPT,
  });
  const staff = useGetList<Doctor>('clinicDoctors', wholeListOf({ hash }), { enabled: !!hash });
  return useMemo(() => {
    const categories = catalogue.data ?? [];
    const doctorName = (doctor: Doctor, l: EditLang) => doctor.ll10n[l]?.name || doctor.l10n[l]?.name || '';
    return {
      categories: categories.map((category) => ({ id: category.id, name: named(category.name, lang) })),
      specialties: categories.flatMap((category) =>
        (category.specialtySet ?? []).map((s) => ({ id: s.id, name: named(s.name, lang), group: named(category.name, lang) })),
      ),
      doctors: (staff.data ?? []).map((doctor) => ({
        id: doctor.id,
        name: doctorName(doctor, lang) || doctorName(doctor, other(lang)) || `#${doctor.id}`,
      })),
      loading: { catalogue: catalogue.isPending, doctors: staff.isPending },
    };
  }, [catalogue.data, catalogue.isPending, staff.data, staff.isPending, lang]);
}

/** The names of picked ids, `#<id>` for one the choices do not hold (yet, or any more). */
export const namesOf = (choices: readonly IdChoice[], ids: readonly (number | string)[]) =>
  ids.map((id) => choices.find((choice) => String(choice.id) === String(id))?.name ?? `#${id}`);
