// The namespaces and their English catalogues, as types: i18next's CustomTypeOptions types every key a screen asks
// for by the English catalogue (a key missing there is a type error). Add a namespace here and in namespaces.ts.
import type auth from './catalogues/auth.en.ts';
// W2: forum, results, notifications and the bell, certificates, reports.
import type bell from './catalogues/bell.en.ts';
import type certificates from './catalogues/certificates.en.ts';
import type common from './catalogues/common.en.ts';
import type forum from './catalogues/forum.en.ts';
import type notifications from './catalogues/notifications.en.ts';
import type participant from './catalogues/participant.en.ts';
import type password from './catalogues/password.en.ts';
import type publicSite from './catalogues/public.en.ts';
import type reports from './catalogues/reports.en.ts';
import type results from './catalogues/results.en.ts';

export interface Resources {
  common: typeof common;
  public: typeof publicSite;
  auth: typeof auth;
  password: typeof password;
  participant: typeof participant;
  // W2
  forum: typeof forum;
  results: typeof results;
  notifications: typeof notifications;
  certificates: typeof certificates;
  reports: typeof reports;
  bell: typeof bell;
}

export type NamespaceName = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: Resources;
    nsSeparator: false;
    returnNull: false;
  }
}
