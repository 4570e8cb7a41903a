// The source catalog (Russian: the default and the fallback language): react-admin's own texts,
// then the project's sections. Every other language `satisfies` this shape (see i18n/en.ts).
import russianMessages from 'ra-language-russian';
import { advert, advertResources } from './ru/advert';
import { app } from './ru/app';
import { articleResources, articles } from './ru/articles';
import { authors, authorsResource } from './ru/authors';
import { bulk } from './ru/bulk';
import { completeness, completenessResource } from './ru/completeness';
import { doctorResources, doctors } from './ru/doctors';
import { documents, documentsResource } from './ru/documents';
import { history, syncHistory } from './ru/history';
import { leadServer, leads, leadsResource } from './ru/leads';
import { media, picturesResource } from './ru/media';
import { mediaLibrary, mediaLibraryResource } from './ru/mediaLibrary';
import { profile } from './ru/profile';
import { catalogueResources, profileCatalogue } from './ru/profileCatalogue';
import { reviews } from './ru/reviews';
import { tiptap } from './ru/richText';
import { searchEverywhere } from './ru/searchEverywhere';
import { seoPages, seoPagesResource } from './ru/seoPages';
import { server } from './ru/serverMessages';
import { shortcuts } from './ru/shortcuts';
import { reports, reportsResource, userMessages, users, usersResource } from './ru/users';
import { validation } from './ru/validation';
import { video, videoResource } from './ru/video';

export const ru = {
  ...russianMessages,
  // ra-language-russian has no words for a yes/no value, which react-admin's and the export's
  // cells ask for (`ra.boolean.*`, as ra-language-english has them).
  ra: { ...russianMessages.ra, boolean: { true: 'Да', false: 'Нет', null: ' ' }, tiptap },
  ...app,
  app: {
    ...app.app,
    profile,
    profileCatalogue,
    media,
    completeness,
    documents,
    doctors,
    reviews,
    mediaLibrary,
    seoPages,
    authors,
    advert,
    users,
    reports,
    articles,
    video,
    leads,
    searchEverywhere,
    shortcuts,
    bulk,
  },
  resources: {
    ...app.resources,
    history,
    sync: syncHistory,
    ...catalogueResources,
    completeness: completenessResource,
    ...doctorResources,
    clinicDocuments: documentsResource,
    clinicPictures: picturesResource,
    mediafiles: mediaLibraryResource,
    seopages: seoPagesResource,
    authors: authorsResource,
    ...advertResources,
    users: usersResource,
    reports: reportsResource,
    ...articleResources,
    video: videoResource,
    leads: leadsResource,
  },
  ...validation,
  user: userMessages,
  server: { ...server, leads: leadServer },
} as const;

export type Messages = typeof ru;
