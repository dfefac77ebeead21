// The contents feature's public face: its three screens, each a lazy chunk so that the form library and the
// dialogs load with the first contents page, not with the work area.
import { lazy } from 'react';

export const ParticipantContentsScreen = lazy(() =>
  import('./components/participant-contents-screen.tsx').then((module) => ({
    default: module.ParticipantContentsScreen,
  })),
);
export const CoordinatorContentsScreen = lazy(() =>
  import('./components/coordinator-contents-screen.tsx').then((module) => ({
    default: module.CoordinatorContentsScreen,
  })),
);
export const ContentDetailsScreen = lazy(() =>
  import('./components/content-details-screen.tsx').then((module) => ({ default: module.ContentDetailsScreen })),
);
