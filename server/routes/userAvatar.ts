// An employee's avatar (002 §5 "Avatar", §7, §9): the browser crops it square, at most 640x640 at
// quality 0.9; the server checks it by content, re-encodes it (display image within 640x640 and a
// 160x160 thumbnail served at /images/user/thumb/{avatarHash}.{type}) and gives it a new name on
// every upload. Delete forgets it. Both are in the history; replaced files go after the commit.
// ADMIN-only, on any account (one's own too: the top bar shows it); declared in
// resources/users/calls.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userAvatarCalls } from '../../resources/users/calls';
import type { Db } from '../db/kysely';
import { ApiError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { type Avatar, swapAvatar, userByHash } from '../repositories/userAdmin';
import { removeImage } from '../services/files/images';
import { openStorage } from '../services/files/openStorage';
import { receiveImage } from '../services/files/upload';
import { storeUpload } from '../services/files/uploadImage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { trackChange } from '../services/history/track';
import { accountOf } from '../services/users/accountChanges';
import { userItem } from '../services/users/userAnswers';

const avatarOf = (user: { avatar_hash: string | null; avatar_file_type: string | null }): Avatar =>
  user.avatar_hash && user.avatar_file_type ? { hash: user.avatar_hash, fileType: user.avatar_file_type } : null;

export default async function userAvatarRoutes(app: FastifyInstance) {
  const storage = openStorage(app.config);

  /** Swaps the avatar in the caller's transaction with its history row; 409 when another change won. */
  async function swap(trx: Db, request: FastifyRequest, userId: number, from: Avatar, to: Avatar) {
    const replace = () => swapAvatar(trx, userId, from, to);
    if (!(await trackChange(trx, actorOf(request), TRACKED.users, userId, replace))) throw new ApiError(409, 'server.error.conflict');
  }

  function forget(request: FastifyRequest, avatar: Avatar) {
    if (!avatar) return Promise.resolve();
    return removeImage(storage, 'user', avatar.hash, avatar.fileType).catch((error) =>
      request.log.error({ err: error, hash: avatar.hash }, 'avatar files not removed'),
    );
  }

  const answer = async (hash: string) => ({ user: userItem(await accountOf(app.db, hash)) });

  registerCalls(app, userAvatarCalls, {
    uploadUserAvatar: async (request) => {
      const user = await accountOf(app.db, request.params.hash);
      const upload = await receiveImage(request, () => storage.tempFile());
      try {
        const replaced = await storeUpload(app.db, storage, upload, 'user', async (trx, image) => {
          const before = avatarOf((await userByHash(trx, user.hash)) ?? user);
          await swap(trx, request, user.id, before, { hash: image.hash, fileType: image.fileType });
          return before;
        });
        await forget(request, replaced);
      } finally {
        await upload.discard();
      }
      return answer(user.hash);
    },

    deleteUserAvatar: async (request) => {
      const user = await accountOf(app.db, request.body.hash);
      const removed = await app.db.transaction().execute(async (trx) => {
        const before = avatarOf((await userByHash(trx, user.hash)) ?? user);
        if (before) await swap(trx, request, user.id, before, null);
        return before;
      });
      await forget(request, removed);
      return answer(user.hash);
    },
  });
}
