// The authors as their calls answer them (resources/authors/calls.ts), and an author's name.
import type { CallAnswer } from '../../common/calls';
import type { authorCalls } from './calls';

/** 002 §3 "Author": the networks an author links to. */
export const SOCIAL_NETWORKS = ['VK', 'FB', 'OK', 'LI'] as const;

export type Author = CallAnswer<typeof authorCalls.calls.getAuthor>;

/** An author's full name: last, first and middle names. */
export const fullName = (a: Pick<Author, 'lastName' | 'firstName' | 'patronymicName'>) =>
  [a.lastName, a.firstName, a.patronymicName].filter(Boolean).join(' ');
