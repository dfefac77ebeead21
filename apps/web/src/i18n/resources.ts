// The namespaces and their English catalogues, as types: i18next's CustomTypeOptions types every key a screen asks
// for by the English catalogue (a key missing there is a type error). Add a namespace here and in namespaces.ts.
import type assignments from './catalogues/assignments.en.ts';
import type auth from './catalogues/auth.en.ts';
import type common from './catalogues/common.en.ts';
import type contents from './catalogues/contents.en.ts';
import type dashboard from './catalogues/dashboard.en.ts';
import type participant from './catalogues/participant.en.ts';
import type password from './catalogues/password.en.ts';
import type profile from './catalogues/profile.en.ts';
import type publicSite from './catalogues/public.en.ts';
import type screens from './catalogues/screens.en.ts';

export interface Resources {
  common: typeof common;
  public: typeof publicSite;
  auth: typeof auth;
  password: typeof password;
  participant: typeof participant;
  // W1: the participant's and coordinator's most used screens.
  dashboard: typeof dashboard;
  assignments: typeof assignments;
  contents: typeof contents;
  profile: typeof profile;
  screens: typeof screens;
}

export type NamespaceName = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: Resources;
    nsSeparator: false;
    returnNull: false;
  }
}
