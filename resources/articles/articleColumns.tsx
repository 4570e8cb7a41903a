// The columns of the articles tabs (002 §2): id; name linking to the editor with its categories,
// specialties and rubrics; language and rating; published date with the switch; slug; thumbnail;
// updated. The tags list is a declaration (resources/tags) with cells of resources/articles/cells.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Lang } from '../../common/lang';
import type { TableColumn } from '../../src/engine/list/RecordTable';
import { formatUpdated } from '../clinics/clinicModel';
import type { ArticleListItem } from './articleRecords';
import { PublishedSwitch } from './PublishedSwitch';
import type { ArticleReference } from './useArticleReference';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "{3,12}" -> [3, 12]. */
export const bracedIds = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

/** A publication day in the UI language (the day the wire means, in UTC). */
export const day = (ms: number, lang: Lang) => new Date(ms).toLocaleDateString(lang === 'en' ? 'en-GB' : 'ru-RU', { timeZone: 'UTC' });

export function linkedNames(article: ArticleListItem, reference: ArticleReference): string {
  const { names } = reference;
  const of = (text: string, map: Map<number, string>) => bracedIds(text).map((id) => map.get(id) ?? `#${id}`);
  return [
    ...of(article.categories, names.categories),
    ...of(article.specialties, names.specialties),
    ...of(article.rubrics, names.rubrics),
  ].join(', ');
}

interface Options {
  translate: Translate;
  lang: Lang;
  reference: ArticleReference;
  editPath: (id: number) => string;
}

export function articleColumns({ translate, lang, reference, editPath }: Options): TableColumn<ArticleListItem>[] {
  const label = (key: string) => translate(`app.articles.columns.${key}`);
  const published = (article: ArticleListItem): ReactNode => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <PublishedSwitch article={article} />
      {day(article.publishedDT, lang)}
    </Box>
  );
  return [
    { key: 'id', label: label('id'), render: (a) => a.id },
    {
      key: 'name',
      label: label('name'),
      render: (a) => (
        <>
          <Link to={editPath(a.id)}>{a.name}</Link>
          <Typography variant="caption" component="div" color="text.secondary">
            {linkedNames(a, reference)}
          </Typography>
        </>
      ),
    },
    {
      key: 'lang',
      label: label('langRating'),
      nowrap: true,
      render: (a) => `${a.locals}${a.rating === null ? '' : `, ${translate('app.articles.rating', { rating: a.rating })}`}`,
    },
    { key: 'published', label: label('published'), render: published },
    { key: 'slug', label: label('slug'), render: (a) => a.slug },
    {
      key: 'image',
      label: label('image'),
      render: (a) =>
        a.imageName ? (
          <img src={`/images/mediafile/thumb/${a.imageName}`} alt="" width={72} height={48} style={{ objectFit: 'cover' }} />
        ) : null,
    },
    { key: 'updated', label: label('updated'), nowrap: true, render: (a) => formatUpdated(a.updated, lang) },
  ];
}
