// What the video editor's pickers offer (002 §7 "Video library", §9 sizes): directions and
// specialisations (GET /api/admin/allcategories), the texts of each type (GET /api/articles/),
// clinics (GET /api/admin/clinicslist, page 0 of 1000) and doctors (GET /api/doctors), named in
// the interface's language. Read once per language and shared by every expanded row.
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index';
import { VIDEO_TEXT_TYPES, type VideoTextType, videoCalls } from '../../../dataProvider/videoCalls';
import type { LinkOption } from './exactMatch';

type Names = { RU: string; EN: string };
interface AllCategories {
  categories: { id: number; active: boolean; names: Names }[];
  specialties: { id: number; active: boolean; names: Names }[];
}
interface ClinicsList {
  clinics: { id: number; slug: string; ll10n: Record<'RU' | 'EN', { name: string; shortName: string }> }[];
}

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
  label: item.names[lang] || item.names[lang === 'RU' ? 'EN' : 'RU'],
});

export function useVideoOptions(): VideoOptions {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale = 'ru'] = useLocaleState();
  const lang = locale === 'en' ? 'EN' : 'RU';
  const read = <T>(key: string, call: Parameters<AppDataProvider['request']>[0]) => ({
    queryKey: ['videoOptions', key, locale],
    queryFn: () => dataProvider.request<T>(call),
    staleTime: 60_000,
  });
  const [all, clinics, doctors, ...texts] = useQueries({
    queries: [
      read<AllCategories>('allcategories', { path: '/api/admin/allcategories' }),
      read<ClinicsList>('clinics', videoCalls.clinics()),
      read<{ doctors: { id: number; name: string }[] }>('doctors', videoCalls.doctors(locale)),
      ...VIDEO_TEXT_TYPES.map((type) => read<{ articles: { id: number; name: string }[] }>(type, videoCalls.texts(type, locale))),
    ],
  }) as [
    { data?: AllCategories; isPending: boolean; isError: boolean },
    { data?: ClinicsList; isPending: boolean; isError: boolean },
    { data?: { doctors: { id: number; name: string }[] }; isPending: boolean; isError: boolean },
    ...{ data?: { articles: { id: number; name: string }[] }; isPending: boolean; isError: boolean }[],
  ];
  const queries = [all, clinics, doctors, ...texts];
  return {
    directions: (all.data?.categories ?? []).map(named(lang)),
    diseases: (all.data?.specialties ?? []).map(named(lang)),
    texts: Object.fromEntries(
      VIDEO_TEXT_TYPES.map((type, i) => [type, (texts[i]?.data?.articles ?? []).map((a) => ({ id: a.id, label: a.name }))]),
    ) as Record<VideoTextType, LinkOption[]>,
    clinics: (clinics.data?.clinics ?? []).map((c) => ({
      id: c.id,
      slug: c.slug,
      label: c.ll10n[lang].name || c.ll10n[lang === 'RU' ? 'EN' : 'RU'].name || c.slug,
    })),
    doctors: (doctors.data?.doctors ?? []).map((d) => ({ id: d.id, label: d.name })),
    loading: queries.some((q) => q.isPending),
    failed: queries.some((q) => q.isError),
  };
}
