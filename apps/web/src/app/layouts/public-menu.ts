// The About Us entries of the public bar and of the mobile menu; each label is a key of the 'public' namespace.
import { INSTITUTE } from '@portal/contract';
import { paths } from '#web/config/paths.ts';

export const ABOUT_US = [
  { label: 'nav.messageDirectorGeneral', to: paths.directorGeneralMessage.path },
  { label: 'nav.messageDirectorCertification', to: paths.directorCertificationMessage.path },
] as const;

/** External pages of the institute: opened in a new tab, without opener or referrer. */
export const ABOUT_US_EXTERNAL = [
  { label: 'nav.facultyList', href: INSTITUTE.facultyListUrl },
  { label: 'nav.staffList', href: INSTITUTE.staffListUrl },
] as const;
