// The results feature's public face: the participant's Results screen, lazy with its print stylesheet.
import { lazy } from 'react';

export { resultKeys } from './api.ts';

export const ParticipantResultsScreen = lazy(() =>
  import('./components/participant-results-screen.tsx').then((module) => ({
    default: module.ParticipantResultsScreen,
  })),
);
