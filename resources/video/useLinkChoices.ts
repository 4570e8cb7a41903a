// What a video's link pickers offer (002 §7 "Video library", §9 sizes), named in the UI language:
// directions and specialisations (the reference data, react-admin's 'categories' with its side
// lists, the one read every screen shares), the texts of one type (publicArticles) and the doctors
// (publicDoctors); the clinics are the pickers' clinics list (usePickerClinics). Each is read once
// per language and shared by every expanded row; a picker asks only for its own.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import { wholeListOf } from '../../src/engine/list/wholeList';
import type { IdChoice } from '../../src/engine/widgets/IdsAutocomplete';
import { useLang } from '../../src/useLang';
import type { Reference } from '../clinics/clinicModel';
import type { VideoProvider, VideoTextType } from './videoRecords';

export type LinkKind = 'directions' | 'diseases' | 'doctors' | 'texts';

export interface LinkChoices {
  options: IdChoice[];
  loading: boolean;
  failed: boolean;
}

type Names = Partial<Record<'RU' | 'EN', string>>;

const named = (lang: 'RU' | 'EN') => (item: { id: number; names: Names }) => ({
  id: item.id,
  name: item.names[lang] || item.names[lang === 'RU' ? 'EN' : 'RU'] || `#${item.id}`,
});

export function useLinkChoices(kind: LinkKind, type: VideoTextType = 'ARTICLE'): LinkChoices {
  const dataProvider = useDataProvider<VideoProvider>();
  const lang = useLang();
  const locale = lang === 'en' ? 'EN' : 'RU';
  const reference = kind === 'directions' || kind === 'diseases';
  const all = useGetList<Reference['categories'][number]>('categories', wholeListOf({}), { staleTime: 5 * 60_000, enabled: reference });
  const read = <T>(key: string, enabled: boolean, queryFn: () => Promise<T>) => ({
    queryKey: ['videoOptions', key, lang],
    queryFn,
    enabled,
    staleTime: 60_000,
  });
  const doctors = useQuery(read('doctors', kind === 'doctors', () => dataProvider.publicDoctors({ locale, page: 0, size: 10000 })));
  // The portal's text lists take the type and the language in lower case.
  const texts = useQuery(
    read(type, kind === 'texts', () =>
      dataProvider.publicArticles({ t: type.toLowerCase() as Lowercase<VideoTextType>, locale: lang, size: 500 }),
    ),
  );
  const sides = (all.meta as { sides?: Partial<Reference> } | undefined)?.sides;
  const [query, options] = {
    directions: [all, (all.data ?? []).map(named(locale))],
    diseases: [all, (sides?.specialties ?? []).map(named(locale))],
    doctors: [doctors, (doctors.data?.doctors ?? []).map((d) => ({ id: d.id, name: d.name }))],
    texts: [texts, (texts.data?.articles ?? []).map((a) => ({ id: a.id, name: a.name }))],
  }[kind] as [{ isPending: boolean; isError: boolean }, IdChoice[]];
  return { options, loading: query.isPending, failed: query.isError };
}
