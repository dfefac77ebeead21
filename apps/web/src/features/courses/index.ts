// The courses feature's public face: the two course lists, each a lazy chunk loaded with its first page.
import { lazy } from 'react';

export const ParticipantCoursesScreen = lazy(() =>
  import('./components/participant-courses-screen.tsx').then((module) => ({
    default: module.ParticipantCoursesScreen,
  })),
);
export const CoordinatorCoursesScreen = lazy(() =>
  import('./components/coordinator-courses-screen.tsx').then((module) => ({
    default: module.CoordinatorCoursesScreen,
  })),
);
