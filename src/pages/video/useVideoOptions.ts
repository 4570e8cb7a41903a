// What the video editor's pickers offer (002 §7 "Video library", §9 sizes): directions and
// specialisations (the clinics' reference data: react-admin's 'categories', shared), the texts of each type
// (publicArticles), clinics (the pickers' clinics list, usePickerClinics) and doctors (publicDoctors), named in
// the interface's language. Read once per language and shared by every expanded row.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useLocaleState } from 'react-admin';
import type { Reference } from '../../../resources/clinics/clinicModel';
import { usePickerClinics } from '../../../resources/clinics/usePickerClinics';
import { VIDEO_TEXT_TYPES } from '../../../resources/video/calls';
import { type VideoProvider, type VideoTextType, wireLocale } from '../../../resources/video/videoRecords';
import { wholeListOf } from '../../engine/list/wholeList';
import type { LinkOption } from './exactMatch';

type Names = Partial<Record<'RU' | 'EN', string>>;

export interface ClinicOption extends LinkOption {
  slug: string;
}

export interface VideoOptions {
  directions: LinkOption[];
  diseases: LinkOption[];
  texts: Record<VideoTextType, LinkOption[]>;
  clinics: ClinicOption[];
  doctors: LinkOption[];
  loading: boolean;
  failed: boolean;
}

const named = (lang: 'RU' | 'EN') => (item: { id: number; names: Names }) => ({
  id: item.id,
  label: item.names[lang] || item.names[lang === 'RU' ? 'EN' : 'RU'] || `#${item.id}`,
});

export function useVideoOptions(): VideoOptions {
  const dataProvider = useDataProvider<VideoProvider>();
  const [locale = 'ru'] = useLocaleState();
  const lang = wireLocale(locale);
  const read = <T>(key: string, queryFn: () => Promise<T>) => ({ queryKey: ['videoOptions', key, locale], queryFn, staleTime: 60_000 });
  // The reference data, the one read every screen shares (useAllCategories).
  const all = useGetList<Reference['categories'][number]>('categories', wholeListOf({}), { staleTime: 5 * 60_000 });
  const clinics = usePickerClinics();
  const doctors = useQuery(read('doctors', () => dataProvider.publicDoctors({ locale: lang, page: 0, size: 10000 })));
  // The portal's text lists take the type and the language in lower case.
  const textsLocale = lang === 'EN' ? 'en' : 'ru';
  const texts = useQueries({
    queries: VIDEO_TEXT_TYPES.map((type) =>
      read(type, () => dataProvider.publicArticles({ t: type.toLowerCase() as Lowercase<VideoTextType>, locale: textsLocale, size: 500 })),
    ),
  });
  const queries = [all, clinics, doctors, ...texts];
  return {
    directions: (all.data ?? []).map(named(lang)),
    diseases: ((all.meta as { sides?: Partial<Reference> } | undefined)?.sides?.specialties ?? []).map(named(lang)),
    texts: Object.fromEntries(
      VIDEO_TEXT_TYPES.map((type, i) => [type, (texts[i]?.data?.articles ?? []).map((a) => ({ id: a.id, label: a.name }))]),
    ) as Record<VideoTextType, LinkOption[]>,
    clinics: (clinics.data ?? []).map((c) => ({
      id: c.id,
      slug: c.slug,
      label: c.ll10n[lang].name || c.ll10n[lang === 'RU' ? 'EN' : 'RU'].name || c.slug,
    })),
    doctors: (doctors.data?.doctors ?? []).map((d) => ({ id: d.id, label: d.name })),
    loading: queries.some((q) => q.isPending),
    failed: queries.some((q) => q.isError),
  };
}
