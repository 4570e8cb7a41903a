/**
 * The users screen's calls (002 §7 "Users"; docs/api.md "Users"): builders of requests for the
 * http client (dataProvider.request) and the uploader.
 *
 * list        => GET  /api/admin/userslist                         -> { users: [User] }
 * roleOptions => GET  /api/admin/newuser                           -> { roles }
 * create      => POST /api/admin/newuser  multipart name, email, roles -> { userId, hash }; errors under `error`
 * one         => GET  /api/admin/user?hash=                        -> { user, completeLangs, avatarHash }
 * saveBase    => POST /api/admin/user  multipart hash, name, timeZone; If-Match `updated` -> { user }
 * saveRoles   => POST /api/admin/useradmin  multipart hash, roles    -> { user }
 * block / unblock => POST /api/admin/blockuser | unblockuser  multipart hash -> { user }
 * changeEmail => POST /api/admin/changeemail  multipart hash, email  -> { user }
 * restore     => POST /api/admin/restorepassword  multipart hash    -> {}
 * avatar      => POST /api/admin/avatar/upload/{hash} (file) | /api/admin/avatar/delete (hash) -> { user }
 * timeZones   => GET  /api/admin/zimezones?country=RUSSIA           -> [{ id, name }]
 * report      => GET  /api/admin/xlsadmin?locals=RU|EN              -> the workbook (dataProvider.download)
 */
import type { HttpRequest } from './http';
import type { UploadRequest } from './upload';

/** An employee's account (002 §3 "User"). */
export interface UserAccount {
  id: number;
  hash: string;
  name: string;
  email: string;
  state: 'ACTIVE' | 'DISABLED' | 'PENDING';
  userRoles: string[];
  avatar: boolean;
  avatarHash: string | null;
  avatarFileType: string | null;
  timeZone: string | null;
  created: number;
  updated: number;
}

export type UserAnswer = { user: UserAccount };

const form = (path: string, body: Record<string, unknown>): HttpRequest => ({
  method: 'POST',
  path,
  encoding: 'multipart',
  errorsAt: 'error',
  body,
});

export const userCalls = {
  list: (): HttpRequest => ({ path: '/api/admin/userslist' }),
  roleOptions: (): HttpRequest => ({ path: '/api/admin/newuser' }),
  create: (values: { name: unknown; email: unknown; roles: unknown }) => form('/api/admin/newuser', values),
  one: (hash: string): HttpRequest => ({ path: '/api/admin/user', query: { hash } }),
  saveBase: (hash: string, values: { name: unknown; timeZone: unknown }, version?: number): HttpRequest => ({
    ...form('/api/admin/user', { hash, ...values }),
    version,
  }),
  saveRoles: (hash: string, roles: string[]) => form('/api/admin/useradmin', { hash, roles }),
  block: (hash: string) => form('/api/admin/blockuser', { hash }),
  unblock: (hash: string) => form('/api/admin/unblockuser', { hash }),
  changeEmail: (hash: string, email: unknown) => form('/api/admin/changeemail', { hash, email }),
  restore: (hash: string) => form('/api/admin/restorepassword', { hash }),
  deleteAvatar: (hash: string) => form('/api/admin/avatar/delete', { hash }),
  timeZones: (): HttpRequest => ({ path: '/api/admin/zimezones', query: { country: 'RUSSIA' } }),
};

export const userUploads = {
  avatar: (hash: string, file: Blob, options: Pick<UploadRequest, 'onProgress' | 'fileName'> = {}): UploadRequest => ({
    path: `/api/admin/avatar/upload/${encodeURIComponent(hash)}`,
    file,
    errorsAt: 'error',
    ...options,
  }),
};

/** Where an account's avatar thumbnail is served (002 §7 /images/user/thumb/{hash}.{type}). */
export const avatarThumb = (user: Pick<UserAccount, 'avatarHash' | 'avatarFileType'>) =>
  user.avatarHash && user.avatarFileType ? `/images/user/thumb/${user.avatarHash}.${user.avatarFileType}` : undefined;

export const reportDownload = (locals: 'RU' | 'EN') => ({ path: '/api/admin/xlsadmin', query: { locals } });
