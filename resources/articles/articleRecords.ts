// The articles' and tags' records as their calls answer them (resources/articles/calls.ts).
import type { CallAnswer, CallInput } from '../../common/calls';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { ARTICLE_TYPES, articleEditorCalls, articleListCalls } from './calls';

/** An article of a list (002 §3 "Article (list item)"): id lists as brace-wrapped text. */
export type ArticleListItem = CallAnswer<typeof articleListCalls.calls.listArticles>['slice'][number];

/** What a save sends: the editor's values (the form holds what the shared schema validates). */
export type ArticleSave = CallInput<typeof articleEditorCalls.calls.saveArticle>;

/** An article's type (002 §3 "Types"), TAG for a tag. */
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** The data provider with the articles' and tags' calls. */
export type ArticlesProvider = CallsProvider<typeof articleListCalls | typeof articleEditorCalls>;
