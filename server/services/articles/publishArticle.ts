// Publishing or withdrawing one article without its editor: the published flag alone, under the
// save's rules (the version check, a stale `loaded` refused 409, none keeps last-write-wins; the
// history row; a tag is not an article, 404). The bulk publish (services/bulk/bulkActions.ts) runs
// it; the list's switch saves the whole form (resources/articles/cells/ArticlePublishedCell.tsx).
import type { Db } from '../../db/kysely';
import { ApiError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import { articleType, setPublished } from '../../repositories/articleEditor';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';

export function setArticlePublished(db: Db, actor: AuditActor, articleId: number, published: boolean, loaded?: number) {
  return db.transaction().execute(async (trx) => {
    const version = await claimVersion(trx, 'articles', articleId, loaded);
    const typ = await articleType(trx, articleId);
    if (version === undefined || typ === undefined || typ === 'TAG') throw new ApiError(404, 'server.error.notFound');
    await trackChange(trx, actor, TRACKED.articles, articleId, () => setPublished(trx, articleId, published, version));
  });
}
