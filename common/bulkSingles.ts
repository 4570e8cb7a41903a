// The single call each list's bulk action stands for, by name (issue 27 point 3): its roles are the
// bulk action's, so the server refuses others (403) and a list offers only what its viewer may run.
// Names, not declarations, so that a list finds the call in its own area's declarations, already
// loaded with its screen (dataProvider/callRegistry.ts), and the first load holds none of them.
import { EDIT_LANGS } from './lang';

export const BULK_SINGLE_CALLS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  clinics: {
    ...Object.fromEntries(EDIT_LANGS.flatMap((lang) => [`show${lang}`, `hide${lang}`].map((action) => [action, 'toggleClinic']))),
    directLeadOn: 'toggleDirectLead',
    directLeadOff: 'toggleDirectLead',
    superAgent: 'setSuperAgent',
  },
  leads: { take: 'moveLead', delete: 'moveLead' },
  // Articles have no publish call of their own: the editor's save is what publishes one.
  articles: { publish: 'saveArticle', unpublish: 'saveArticle' },
  clinicReviews: { show: 'toggleReview', hide: 'toggleReview' },
  mediafiles: { delete: 'deleteMediaFile' },
};

/** The name of the single call of a list's bulk action, if the server serves it. */
export const bulkSingleName = (resource: string, action: string): string | undefined =>
  Object.hasOwn(BULK_SINGLE_CALLS, resource) && Object.hasOwn(BULK_SINGLE_CALLS[resource], action)
    ? BULK_SINGLE_CALLS[resource][action]
    : undefined;
