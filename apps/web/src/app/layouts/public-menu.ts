// The About Us entries of the public bar and of the mobile menu.
import { INSTITUTE } from '@portal/contract';
import { paths } from '#web/config/paths.ts';

export const ABOUT_US = [
  { label: 'Message from Director General', to: paths.directorGeneralMessage.path },
  { label: 'Message from Director (Certification)', to: paths.directorCertificationMessage.path },
] as const;

/** External pages of the institute: opened in a new tab, without opener or referrer. */
export const ABOUT_US_EXTERNAL = [
  { label: 'Faculty List', href: INSTITUTE.facultyListUrl },
  { label: 'Staff List', href: INSTITUTE.staffListUrl },
] as const;
