// Authors in their documented answer shape (002 §3 "Author", schemas/answers/authors.ts): the
// spec's fields, the photo as the URL it is served at (and its thumbnail, for the editors'
// dropdowns), every social network with '' for none, and the version an edit sends back.
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../db/authorTables';
import type { Db } from '../../db/kysely';
import { type AuthorRow, activeAuthors, type SocialLinks, socialLinksOf } from '../../repositories/authors';
import { imageUrl } from '../files/images';
import { authorProfile } from './authorProfile';

export function authorAnswer(row: AuthorRow, links: SocialLinks = {}) {
  const photo = row.photo_hash && row.photo_file_type ? { hash: row.photo_hash, type: row.photo_file_type } : null;
  return {
    id: Number(row.id),
    active: Number(row.active) === 1,
    ...authorProfile(row),
    photo: photo && imageUrl('author', photo.hash, photo.type),
    thumb: photo && imageUrl('author', photo.hash, photo.type, 'thumb'),
    // Every network, typed as the answer declares them (fromEntries knows no keys).
    socialNetworks: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, links[network] ?? ''])) as Record<SocialNetwork, string>,
    updated: Number(row.updated),
  };
}

/** GET /api/admin/author/all: the active authors. */
export async function authorsAnswer(db: Db) {
  const rows = await activeAuthors(db);
  const links = await socialLinksOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return { authors: rows.map((row) => authorAnswer(row, links.get(Number(row.id)))) };
}
