// The assignments feature's public face: its three screens, each a lazy chunk so that the form library and
// the dialogs load with the first assignment page, not with the work area.
import { lazy } from 'react';
import './assignments.css';

export const ParticipantAssignmentsScreen = lazy(() =>
  import('./components/participant-assignments-screen.tsx').then((module) => ({
    default: module.ParticipantAssignmentsScreen,
  })),
);
export const CoordinatorAssignmentsScreen = lazy(() =>
  import('./components/coordinator-assignments-screen.tsx').then((module) => ({
    default: module.CoordinatorAssignmentsScreen,
  })),
);
export const SubmitDetailsScreen = lazy(() =>
  import('./components/submit-details-screen.tsx').then((module) => ({ default: module.SubmitDetailsScreen })),
);
