// The certificates feature's public face: the issuing screen (coordinators and admins) and "My certificates", lazy.
import { lazy } from 'react';

export { certificateKeys } from './api.ts';

export const CourseCertificatesScreen = lazy(() =>
  import('./components/course-certificates-screen.tsx').then((module) => ({
    default: module.CourseCertificatesScreen,
  })),
);

export const MyCertificatesScreen = lazy(() =>
  import('./components/my-certificates-screen.tsx').then((module) => ({ default: module.MyCertificatesScreen })),
);
