// The profile feature's public face: the sidebar header's hook (work-area layouts) and the two profile
// screens, lazy so that the form library loads with the profile page only.
import { lazy } from 'react';

export { profileKeys, useSidebarUser } from './sidebar.ts';

export const ParticipantProfileScreen = lazy(() =>
  import('./components/participant-profile-screen.tsx').then((module) => ({
    default: module.ParticipantProfileScreen,
  })),
);
export const CoordinatorProfileScreen = lazy(() =>
  import('./components/coordinator-profile-screen.tsx').then((module) => ({
    default: module.CoordinatorProfileScreen,
  })),
);
