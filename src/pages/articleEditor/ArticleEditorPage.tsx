// The article editor (/admin/articles/edit/{id}, 0 = new of the query's typ) and the tag editor
// (/admin/tags/edit/{id}) (002 §2, §5 "Article", "Tag"): one schema form validated in the browser
// and on the server, the image from the media library, the categories modal, hubs, rubrics, the
// authors' dropdowns, the preview of a saved article, the unsaved-changes prompt and the version check. A new article
// goes on at its own address once saved; a tag returns to the previous page.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form, Title, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { editLangOf } from '../../../common/lang';
import type { ArticleKind, ArticlesProvider } from '../../../resources/articles/articleRecords';
import { type ArticleReference, useArticleReference } from '../../../resources/articles/useArticleReference';
import { ARTICLE_TABS, ARTICLE_TYPES, articleSchema } from '../../../schemas/article';
import { schemaResolver } from '../../../schemas/resolver';
import { tagSchema } from '../../../schemas/tag';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { SchemaInputs } from '../../engine/form/SchemaInputs';
import { useNotifyInvalidForm } from '../../engine/form/useNotifyInvalidForm';
import type { Persist } from '../../engine/form/useResourceSave';
import { useUnsavedChangesGuard } from '../../engine/form/useUnsavedChangesGuard';
import { useValidatedSave } from '../../engine/form/useValidatedSave';
import { backToList } from '../../engine/list/listPlace';
import { PresenceNote } from '../../live/PresenceNote';
import { useLang } from '../../useLang';
import { AuthorsField } from './AuthorsField';
import { formValues, newArticle } from './articleModel';
import { imageSection, mainSection, seoSection, textSection } from './articleSections';
import { CatalogueField } from './CatalogueDialog';
import { HubsField } from './HubsField';
import { MediaField } from './MediaField';
import { RubricsField } from './RubricsField';
import { useArticleEditor } from './useArticleEditor';

export default function ArticleEditorPage() {
  const translate = useTranslate();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const kind: ArticleKind = location.pathname.startsWith('/admin/tags') ? 'tag' : 'article';
  const id = Math.max(0, Math.trunc(Number(useParams().id)) || 0);
  const [params] = useSearchParams();
  const queryTyp = params.get('typ') ?? '';
  const typ = kind === 'tag' ? 'TAG' : (ARTICLE_TYPES as readonly string[]).includes(queryTyp) ? queryTyp : ARTICLE_TABS[0];
  const listPath = kind === 'tag' ? '/admin/tags' : '/admin/articles';
  const reference = useArticleReference();
  // Where a save takes the user; set first, followed once the guard has let go of the form (in the
  // same render the guard would still hold the route change as unsaved).
  const [next, setNext] = useState<string | -1 | null>(null);
  const leaving = next !== null;
  useEffect(() => {
    if (next === -1) navigate(-1);
    else if (next !== null) navigate(next, { replace: true });
  }, [next, navigate]);

  const onSaved = (savedId: number) => {
    if (kind === 'tag') setNext(-1);
    else if (savedId !== id) setNext(`/admin/articles/edit/${savedId}`);
  };
  const editor = useArticleEditor(kind, id, onSaved);
  const schema = kind === 'tag' ? tagSchema : articleSchema;
  const resolver = useMemo(() => schemaResolver(schema, translate), [schema, translate]);
  const record = useMemo(() => (editor.detail ? formValues(editor.detail) : newArticle(typ, editLangOf(lang))), [editor.detail, typ, lang]);

  const title =
    id === 0
      ? kind === 'tag'
        ? translate('app.articles.newTag')
        : translate('app.articles.newArticle', { type: translate(`app.articles.types.${typ}`) })
      : translate(kind === 'tag' ? 'app.articles.editTag' : 'app.articles.editArticle', { id });

  if (editor.isPending) return <LinearProgress />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Form key={`${id}-${editor.loadedAt}`} record={record} resolver={resolver} noValidate disableInvalidFormNotification>
          <EditorBody
            kind={kind}
            id={id}
            title={title}
            listPath={listPath}
            reference={reference}
            persist={editor.persist}
            thumb={editor.detail?.media?.thumb}
            leaving={leaving}
          />
          <ConflictDialog conflict={editor.conflict} persist={editor.persist} />
        </Form>
      </CardContent>
    </Card>
  );
}

interface BodyProps {
  kind: ArticleKind;
  id: number;
  title: string;
  listPath: string;
  reference: ArticleReference;
  persist: Persist;
  thumb?: string;
  /** A save is taking the user elsewhere: no prompt. */
  leaving: boolean;
}

function EditorBody({ kind, id, title, listPath, reference, persist, thumb, leaving }: BodyProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ArticlesProvider>();
  const { reset } = useFormContext();
  const { isDirty, isSubmitting } = useFormState();
  const saveWith = useValidatedSave();
  useNotifyInvalidForm();
  const save = useCallback(() => saveWith(persist, (values) => reset(values)), [saveWith, persist, reset]);
  const guard = useUnsavedChangesGuard(isDirty && !leaving, save);
  const tag = kind === 'tag';

  const goBack = ({ to, state }: ReturnType<typeof backToList>) => navigate(to, { state });

  const preview = async () => {
    const { url } = await dataProvider.articlePreviewLink({ id });
    window.open(url, '_blank', 'noopener');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => guard.leave(() => goBack(backToList(listPath)))}>
          {translate('app.articles.back')}
        </Button>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {id > 0 && (
          <Button startIcon={<VisibilityIcon />} onClick={() => void preview()}>
            {translate('app.articles.preview')}
          </Button>
        )}
      </Stack>
      {/* Tags are articles of type TAG: one id space, one presence page. */}
      <PresenceNote kind="article" id={id || undefined} />
      <SchemaInputs schema={tag ? tagSchema : articleSchema} name="articles" sections={[mainSection(tag)]} />
      <Typography variant="subtitle1">{translate('app.articles.sections.image')}</Typography>
      <MediaField initialThumb={thumb} />
      <SchemaInputs schema={articleSchema} name="articles" sections={[imageSection, textSection]} />
      <Typography variant="subtitle1">{translate('app.articles.sections.links')}</Typography>
      <CatalogueField reference={reference} />
      <HubsField hubs={reference.hubs} />
      <RubricsField rubrics={reference.rubrics} />
      <Typography variant="subtitle1">{translate('app.articles.sections.authors')}</Typography>
      <AuthorsField />
      <SchemaInputs schema={articleSchema} name="articles" sections={[seoSection]} />
      <Stack direction="row">
        <Button variant="contained" startIcon={<SaveIcon />} disabled={isSubmitting} onClick={() => void save()}>
          {translate('app.form.save')}
        </Button>
      </Stack>
      {guard.dialog}
    </Stack>
  );
}
