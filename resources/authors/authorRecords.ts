// The authors as their calls answer them (resources/authors/calls.ts), and an author's form values.
import type { CallAnswer } from '../../common/calls';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { authorCalls } from './calls';

/** 002 §3 "Author": the networks an author links to. */
export const SOCIAL_NETWORKS = ['VK', 'FB', 'OK', 'LI'] as const;

export type Author = CallAnswer<typeof authorCalls.calls.getAuthor>;

/** What the form edits and a save sends as the `author` part. */
export type AuthorValues = Omit<Author, 'id' | 'active' | 'photo' | 'thumb' | 'updated'> & { id?: number };

/** The data provider with the authors' calls. */
export type AuthorsProvider = CallsProvider<typeof authorCalls>;
