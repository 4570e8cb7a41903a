// An account as the users screen's calls answer it (002 §3 "User"): never its password hash.
import type { UserRow } from '../../repositories/userAdmin';

export function userItem(user: UserRow) {
  return {
    id: user.id,
    hash: user.hash,
    name: user.name,
    email: user.email,
    state: user.state,
    userRoles: user.roles,
    avatar: user.avatar_hash !== null,
    avatarHash: user.avatar_hash,
    avatarFileType: user.avatar_file_type,
    timeZone: user.time_zone,
    created: Number(user.created),
    updated: Number(user.updated),
  };
}

/** One name serves both languages (docs/data-model.md "Access"): the profile is complete in both
 * once it has a name and a time zone, in neither before. */
export const completeLangs = (user: UserRow) => (user.name && user.time_zone ? ['RU', 'EN'] : []);
