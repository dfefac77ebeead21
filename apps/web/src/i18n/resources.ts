// The namespaces and their English catalogues, as types: i18next's CustomTypeOptions types every key a screen asks
// for by the English catalogue (a key missing there is a type error). Add a namespace here and in namespaces.ts.
import type admin from './catalogues/admin.en.ts';
import type assignments from './catalogues/assignments.en.ts';
import type auth from './catalogues/auth.en.ts';
// W2: forum, results, notifications and the bell, certificates, reports.
import type bell from './catalogues/bell.en.ts';
import type certificates from './catalogues/certificates.en.ts';
import type common from './catalogues/common.en.ts';
import type contents from './catalogues/contents.en.ts';
import type dashboard from './catalogues/dashboard.en.ts';
import type evaluations from './catalogues/evaluations.en.ts';
import type forum from './catalogues/forum.en.ts';
// P: the shared frame and the public site's remaining screens
import type frame from './catalogues/frame.en.ts';
import type imports from './catalogues/imports.en.ts';
import type marks from './catalogues/marks.en.ts';
import type notifications from './catalogues/notifications.en.ts';
import type participant from './catalogues/participant.en.ts';
// Q: the coordinator's participants list (its contents and assignments screens are in those namespaces).
import type participants from './catalogues/participants.en.ts';
import type password from './catalogues/password.en.ts';
import type profile from './catalogues/profile.en.ts';
import type programme from './catalogues/programme.en.ts';
import type publicSite from './catalogues/public.en.ts';
import type register from './catalogues/register.en.ts';
import type reports from './catalogues/reports.en.ts';
import type results from './catalogues/results.en.ts';
import type screens from './catalogues/screens.en.ts';
// V: texts the server writes with values inside (notification lines, toasts, refusals).
import type texts from './catalogues/texts.en.ts';
import type verify from './catalogues/verify.en.ts';

export interface Resources {
  common: typeof common;
  public: typeof publicSite;
  auth: typeof auth;
  password: typeof password;
  participant: typeof participant;
  // P: the shared frame and the public site's remaining screens
  frame: typeof frame;
  verify: typeof verify;
  register: typeof register;
  programme: typeof programme;
  // W2
  forum: typeof forum;
  results: typeof results;
  notifications: typeof notifications;
  certificates: typeof certificates;
  reports: typeof reports;
  // Admin console (translator A)
  admin: typeof admin;
  bell: typeof bell;
  // W1: the participant's and coordinator's most used screens.
  dashboard: typeof dashboard;
  assignments: typeof assignments;
  contents: typeof contents;
  profile: typeof profile;
  screens: typeof screens;
  // Q: the coordinator's participants list.
  participants: typeof participants;
  // E: the coordinator's Evaluation Rules, marks on screen and mark upload.
  evaluations: typeof evaluations;
  marks: typeof marks;
  imports: typeof imports;
  // V: texts the server writes with values inside
  texts: typeof texts;
}

export type NamespaceName = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: Resources;
    nsSeparator: false;
    returnNull: false;
  }
}
