// A clinic's free files, the documents step (001 §2 "Documents", §3 "Free file", §7): the list,
// upload (type by content, size bounded), download under the original name, delete (local files
// only), and visibility; ADMIN-only. Every change is one transaction with its history row and the
// completion mark of section 5 in both languages (files have no language), and answers the list;
// the bytes of a deleted file are removed after that transaction commits. Declared in
// resources/clinics/documentCalls.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { freeFileCalls } from '../../resources/clinics/calls';
import { validateFields } from '../../schemas/validator';
import type { Database } from '../db/tables';
import { ApiError, FieldErrors } from '../http/errors';
import { yes } from '../http/flagValue';
import { registerCalls } from '../http/registerCalls';
import { BOTH_LANGS, markSaved } from '../repositories/completeEdit';
import * as repo from '../repositories/freeFiles';
import { freeFileAnswer, freeFilesAnswer } from '../services/catalogue/freeFileAnswers';
import { ensureCatalogueDocument } from '../services/files/catalogueDocuments';
import { attachment } from '../services/files/contentDisposition';
import { documentKey, mimeOf } from '../services/files/documentKinds';
import { receiveDocument } from '../services/files/documentUpload';
import { openStorage } from '../services/files/openStorage';
import { newFileHash } from '../services/files/storage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { recordCreated, trackChange } from '../services/history/track';
import { openCatalogueSource } from '../services/sync/source/openSource';
import { clinicOf } from './clinics';

/** Section 5 "documents" (001 §4). */
const SECTION = 5;

/** A download's name: the file's hash and its type. */
const FILE = /^([0-9a-f-]{36})\.([a-z0-9]{1,8})$/;

export default async function freeFileRoutes(app: FastifyInstance) {
  const storage = openStorage(app.config);
  const source = openCatalogueSource(app.config.catalogueSource);
  const listOf = async (clinicId: number) => freeFilesAnswer(await repo.clinicFreeFiles(app.db, clinicId));

  /** Runs `change` on one of the clinic's files in one transaction with its history row and the
   * completion mark. */
  async function changeFile(request: FastifyRequest, file: repo.FreeFileRow, change: (trx: Transaction<Database>) => Promise<void>) {
    await app.db.transaction().execute(async (trx) => {
      await trackChange(trx, actorOf(request), TRACKED.documents, file.id, () => change(trx));
      await markSaved(trx, file.clinic_id, SECTION, BOTH_LANGS);
    });
  }

  registerCalls(app, freeFileCalls, {
    clinicFreeFiles: async (request) => listOf((await clinicOf(request, request.params.hash)).id),

    uploadFreeFile: async (request) => {
      const upload = await receiveDocument(request, () => storage.tempFile());
      try {
        const errors = validateFields(freeFileCalls.calls.uploadFreeFile.fields, upload.fields);
        if (Object.keys(errors).length) throw new FieldErrors(errors);
        const clinic = await clinicOf(request, upload.fields.hash);
        const fileHash = newFileHash();
        const key = documentKey(fileHash, upload.fileType);
        // The bytes first: a committed row never points at a missing file.
        await storage.putFile(key, upload.path);
        const row = {
          clinicId: clinic.id,
          hash: fileHash,
          name: upload.name,
          size: upload.size,
          fileType: upload.fileType,
          now: Date.now(),
        };
        const file = await app.db
          .transaction()
          .execute(async (trx) => {
            const inserted = await repo.insertFreeFile(trx, row);
            await recordCreated(trx, actorOf(request), TRACKED.documents, inserted.id);
            await markSaved(trx, clinic.id, SECTION, BOTH_LANGS);
            return inserted;
          })
          .catch(async (error) => {
            await storage.delete(key);
            throw error;
          });
        return { file: freeFileAnswer(file) };
      } finally {
        await upload.discard();
      }
    },

    downloadFreeFile: async (request, reply) => {
      const [, fileHash, ext] = FILE.exec(request.params.file) ?? [];
      const file = fileHash ? await repo.freeFileByHash(app.db, fileHash) : undefined;
      if (!file || file.file_type !== ext) throw new ApiError(404, 'server.error.notFound');
      if (file.orig_id !== null) {
        const fetched = await ensureCatalogueDocument(storage, source, file.hash, file.file_type).catch((error) => {
          request.log.error({ err: error, hash: file.hash }, 'catalogue document not received');
          throw new ApiError(502, 'server.documents.unavailable');
        });
        if (!fetched) throw new ApiError(404, 'server.documents.unavailable');
      }
      const stored = await storage.stream(documentKey(file.hash, file.file_type));
      if (!stored) throw new ApiError(404, 'server.error.notFound');
      reply.headers({
        'content-type': mimeOf(file.file_type),
        'content-length': stored.size,
        'content-disposition': attachment(file.name),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-cache',
      });
      return reply.send(stored.body);
    },

    deleteFreeFile: async (request) => {
      const file = await repo.freeFileByHash(app.db, request.body.hash);
      if (!file) throw new ApiError(404, 'server.error.notFound');
      if (file.orig_id !== null) throw new ApiError(409, 'server.documents.catalogueDelete');
      await changeFile(request, file, (trx) => repo.deleteLocalFreeFile(trx, file.id));
      await storage
        .delete(documentKey(file.hash, file.file_type))
        .catch((error) => request.log.error({ err: error, hash: file.hash }, 'document file not removed'));
      return listOf(file.clinic_id);
    },

    toggleFreeFile: async (request) => {
      const clinic = await clinicOf(request, request.body.hash);
      const file = await repo.clinicFreeFile(app.db, clinic.id, Number(request.body.id));
      if (!file) throw new ApiError(404, 'server.error.notFound');
      const visible = yes(request.body.visible);
      await changeFile(request, file, (trx) => repo.setFreeFileVisible(trx, file.id, visible, Date.now()));
      return listOf(clinic.id);
    },
  });
}
