// The participants feature's public face: the coordinator's participant list, a lazy chunk loaded with its
// first page.
import { lazy } from 'react';

export const ParticipantsScreen = lazy(() =>
  import('./components/participants-screen.tsx').then((module) => ({ default: module.ParticipantsScreen })),
);
