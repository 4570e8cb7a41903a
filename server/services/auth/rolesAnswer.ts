// The shape of GET /api/roles (and of a successful sign-in): every role with its on flag, and
// the current user's public entries. Never a password hash or a session id.
import { ROLES, type UserWithRoles } from '../../repositories/users';

export function rolesAnswer(user: UserWithRoles | null) {
  if (!user) return { roles: [], user: null };
  return {
    roles: ROLES.map((name) => ({ name, on: user.roles.includes(name) })),
    user: {
      id: user.id,
      hash: user.hash,
      avatar: user.avatar_hash !== null,
      avatarHash: user.avatar_hash,
      avatarFileType: user.avatar_file_type,
      lang: user.lang,
      name: user.name,
      email: user.email,
    },
  };
}
