// The bulk actions of the lists (issue 27 point 3; resources/bulk/calls.ts), by list and action:
// the run of one record, which is the single action's own service (the single call whose roles and
// live event each takes is resources/bulk/calls.ts, under the same names). `start` checks once
// what is common to every record (the clinics' superagent) and answers the run of one record; a
// record's refusal is an ApiError, as the single call answers it.
import type { FastifyBaseLogger } from 'fastify';
import { EDIT_LANGS, type EditLang } from '../../../common/lang';
import type { Db } from '../../db/kysely';
import { setArticlePublished } from '../articles/publishArticle';
import { setClinicDirectLead, setClinicSuperAgent, setClinicVisible, superAgentOf } from '../clinics/clinicFlags';
import type { Storage } from '../files/storage';
import type { AuditActor } from '../history/audit';
import { moveLead } from '../leads/leadWrites';
import { deleteMediaFile } from '../media/deleteMediaFile';
import { setReviewShown } from '../reviews/changeReview';

/** What a bulk call gives every record's run: who acts, where, and the call's own input. */
export type BulkContext = { db: Db; actor: AuditActor; log: FastifyBaseLogger; storage: Storage; agentId?: number };

/** Runs the action on one record; `loaded` is the version the list showed (none: any). */
export type RecordRun = (id: number, loaded: number | undefined) => Promise<unknown>;

export type BulkAction = { start: (context: BulkContext) => RecordRun | Promise<RecordRun> };

/** showRU, hideRU, showEN, hideEN: the clinics list's visibility switch per language. */
const visibility = Object.fromEntries(
  EDIT_LANGS.flatMap((lang: EditLang) =>
    [true, false].map((visible) => [
      `${visible ? 'show' : 'hide'}${lang}`,
      {
        start:
          ({ db, actor }: BulkContext): RecordRun =>
          (id, loaded) =>
            setClinicVisible(db, actor, id, lang, visible, loaded),
      },
    ]),
  ),
) as Record<string, BulkAction>;

const directLead = (on: boolean): BulkAction => ({
  start:
    ({ db, actor }) =>
    (id, loaded) =>
      setClinicDirectLead(db, actor, id, on, loaded),
});

const leadMove = (move: 'take' | 'delete'): BulkAction => ({
  start:
    ({ db, actor }) =>
    (id, loaded) =>
      moveLead(db, actor, id, move, loaded),
});

const published = (on: boolean): BulkAction => ({
  start:
    ({ db, actor }) =>
    (id, loaded) =>
      setArticlePublished(db, actor, id, on, loaded),
});

const reviewShown = (on: boolean): BulkAction => ({
  start:
    ({ db, actor }) =>
    (id, loaded) =>
      setReviewShown(db, actor, id, on, loaded),
});

export const BULK_ACTIONS: Record<string, Record<string, BulkAction>> = {
  clinics: {
    ...visibility,
    directLeadOn: directLead(true),
    directLeadOff: directLead(false),
    superAgent: {
      start: async ({ db, actor, agentId }) => {
        const agent = await superAgentOf(db, agentId);
        return (id, loaded) => setClinicSuperAgent(db, actor, id, agent, loaded);
      },
    },
  },
  leads: { take: leadMove('take'), delete: leadMove('delete') },
  articles: { publish: published(true), unpublish: published(false) },
  clinicReviews: { show: reviewShown(true), hide: reviewShown(false) },
  mediafiles: {
    delete: {
      start:
        ({ db, storage, log, actor }) =>
        (id, loaded) =>
          deleteMediaFile(db, storage, log, actor, id, loaded),
    },
  },
};
