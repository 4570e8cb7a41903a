/**
 * The authors' calls (002 §7 "Authors"; docs/api.md "Authors"): builders of requests for the http
 * client (dataProvider.request).
 *
 * all    => GET    /api/admin/author/all             -> { authors: [Author] }
 * one    => GET    /api/admin/author/{id}            -> Author
 * create => POST   /api/admin/author  multipart author (JSON), photo   -> Author; errors under `error`
 * update => PUT    /api/admin/author  multipart author (JSON), photo?; If-Match -> Author
 * remove => DELETE /api/admin/author/{id}; If-Match  -> Author
 */
import type { HttpRequest } from './http';

export const SOCIAL_NETWORKS = ['VK', 'FB', 'OK', 'LI'] as const;

export interface Author {
  id: number;
  active: boolean;
  isDoctor: boolean;
  firstName: string;
  patronymicName: string;
  lastName: string;
  personDescription: string;
  link: string;
  position: string;
  description: string;
  seniority: string;
  degree: string;
  clinic: string;
  photo: string | null;
  thumb: string | null;
  socialNetworks: Record<(typeof SOCIAL_NETWORKS)[number], string>;
  updated: number;
}

export type AuthorValues = Omit<Author, 'id' | 'active' | 'photo' | 'thumb' | 'updated'> & { id?: number };

export const authorCalls = {
  all: (): HttpRequest => ({ path: '/api/admin/author/all' }),
  one: (id: number): HttpRequest => ({ path: `/api/admin/author/${id}` }),
  save: (values: AuthorValues, photo: File | undefined, version?: number): HttpRequest => ({
    method: values.id ? 'PUT' : 'POST',
    path: '/api/admin/author',
    encoding: 'multipart',
    errorsAt: 'error',
    body: { author: values, photo },
    version,
  }),
  remove: (author: Author): HttpRequest => ({ method: 'DELETE', path: `/api/admin/author/${author.id}`, version: author.updated }),
};
