// The English catalog: react-admin's English texts and the project's sections, checked against the
// Russian source so that no key is missing.
import englishMessages from 'ra-language-english';
import type { Catalog } from './catalog';
import { advert, advertResources } from './en/advert';
import { app } from './en/app';
import { articleResources, articles } from './en/articles';
import { authors, authorsResource } from './en/authors';
import { bulk } from './en/bulk';
import { completeness, completenessResource } from './en/completeness';
import { doctorResources, doctors } from './en/doctors';
import { documents, documentsResource } from './en/documents';
import { history, syncHistory } from './en/history';
import { leadServer, leads, leadsResource } from './en/leads';
import { media, picturesResource } from './en/media';
import { mediaLibrary, mediaLibraryResource } from './en/mediaLibrary';
import { profile } from './en/profile';
import { catalogueResources, profileCatalogue } from './en/profileCatalogue';
import { reviews } from './en/reviews';
import { tiptap } from './en/richText';
import { searchEverywhere } from './en/searchEverywhere';
import { seoPages, seoPagesResource } from './en/seoPages';
import { server } from './en/serverMessages';
import { shortcuts } from './en/shortcuts';
import { reports, reportsResource, userMessages, users, usersResource } from './en/users';
import { validation } from './en/validation';
import { video, videoResource } from './en/video';
import type { Messages } from './ru';

export const en = {
  ...englishMessages,
  ra: { ...englishMessages.ra, tiptap },
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
} satisfies Catalog<Messages>;
