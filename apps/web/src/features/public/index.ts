// The public site's screens (docs/features.md, Public site). The home page loads with the entry; every other screen is
// a lazy chunk (the form library of the contact page, the HTML sanitiser of the programme and director pages, the
// schemas of their calls), so that the home page does not pay for them.
import { lazy } from 'react';
import './public.css';

export { prefetchProgram, publicKeys } from './api.ts';
export { HomeScreen } from './components/home-screen.tsx';

export const CoursesScreen = lazy(() =>
  import('./components/courses-screen.tsx').then((module) => ({ default: module.CoursesScreen })),
);
export const CourseDetailScreen = lazy(() =>
  import('./components/course-detail-screen.tsx').then((module) => ({ default: module.CourseDetailScreen })),
);
export const DirectorMessageScreen = lazy(() =>
  import('./components/director-message-screen.tsx').then((module) => ({ default: module.DirectorMessageScreen })),
);
export const CoordinatorProfileScreen = lazy(() =>
  import('./components/coordinator-profile-screen.tsx').then((module) => ({
    default: module.CoordinatorProfileScreen,
  })),
);
export const ContactScreen = lazy(() =>
  import('./components/contact-screen.tsx').then((module) => ({ default: module.ContactScreen })),
);
