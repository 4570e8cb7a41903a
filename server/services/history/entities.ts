// The history's names in one place: the entities it records (resource names, as the screens and
// the `entity` filter know them), the actions, and how each tracked entity is snapshot.

import { articleSnapshot } from '../articles/articleSnapshot';
import { authorSnapshot } from '../authors/authorSnapshot';
import { leadSnapshot } from '../leads/leadSnapshot';
import { seoPageSnapshot } from '../seo/seoPageSnapshot';
import { videoSnapshot } from '../videos/videoSnapshot';
import { advertiserSnapshot, bannerSnapshot, promoSnapshot } from './advertSnapshots';
import {
  agentSnapshot,
  citySnapshot,
  clinicSnapshot,
  doctorSnapshot,
  documentSnapshot,
  hubSnapshot,
  mediaFileSnapshot,
  pictureSnapshot,
  reviewSnapshot,
  type SnapshotReader,
  userSnapshot,
} from './snapshots';

/** The entities the hand-written calls record: tracked records (by their resource names), a
 * synchronisation step (id: the step's name) and the history itself (its purge). Plain resources
 * record themselves under their declared names (server/engine/resourceRoutes.ts). */
export const ENTITIES = [
  'cities',
  'hubs',
  'clinics',
  'pictures',
  'documents',
  'doctors',
  'reviews',
  'agents',
  'users',
  'sync',
  'history',
  'mediafiles',
  'seopages',
  'authors',
  'videos',
  'advertisers',
  'promos',
  'banners',
  'articles',
  'leads',
  'views',
] as const;
export type Entity = (typeof ENTITIES)[number];

/** A tracked entity: its name in the history and how to read a record of it as a flat snapshot. */
export type Tracked = { entity: Entity; read: SnapshotReader };

export const TRACKED = {
  cities: { entity: 'cities', read: citySnapshot },
  hubs: { entity: 'hubs', read: hubSnapshot },
  clinics: { entity: 'clinics', read: clinicSnapshot },
  pictures: { entity: 'pictures', read: pictureSnapshot },
  documents: { entity: 'documents', read: documentSnapshot },
  doctors: { entity: 'doctors', read: doctorSnapshot },
  reviews: { entity: 'reviews', read: reviewSnapshot },
  agents: { entity: 'agents', read: agentSnapshot },
  users: { entity: 'users', read: userSnapshot },
  mediafiles: { entity: 'mediafiles', read: mediaFileSnapshot },
  seopages: { entity: 'seopages', read: seoPageSnapshot },
  authors: { entity: 'authors', read: authorSnapshot },
  videos: { entity: 'videos', read: videoSnapshot },
  advertisers: { entity: 'advertisers', read: advertiserSnapshot },
  promos: { entity: 'promos', read: promoSnapshot },
  banners: { entity: 'banners', read: bannerSnapshot },
  articles: { entity: 'articles', read: articleSnapshot },
  leads: { entity: 'leads', read: leadSnapshot },
} as const satisfies Record<string, Tracked>;

/**
 * Every action: field edits (create, update, delete), operations that are not one record's
 * fields (approve a profile section, move an agent's clinics, a sync step's run, a history purge),
 * and the security events on accounts.
 */
export const ACTIONS = [
  'create',
  'update',
  'delete',
  // An update that brought fields back to an earlier version (audit_log.restored_from).
  'restore',
  'approve',
  'sendclinics',
  'run',
  'purge',
  'signin',
  'signin.failed',
  'signout',
  'block',
  'unblock',
  'password',
  'email',
  'roles',
  // A lead list page seen by a manager: one row per lead shown (personal data, 002 issue 16).
  'read',
] as const;
export type Action = (typeof ACTIONS)[number];
