// The dashboard feature's public face: the two dashboards, each a lazy chunk (their charts are chunks of
// their own, loaded once the cards are on screen). The router starts a dashboard's chunk and read through
// prefetch.ts, which builds no schema.
import { lazy } from 'react';
import './dashboard.css';

export { type SummaryCard, SummaryCards } from './components/summary-cards.tsx';

import { loadCoordinatorDashboard, loadParticipantDashboard } from './prefetch.ts';

export const ParticipantDashboardScreen = lazy(() =>
  loadParticipantDashboard().then((module) => ({ default: module.ParticipantDashboardScreen })),
);
export const CoordinatorDashboardScreen = lazy(() =>
  loadCoordinatorDashboard().then((module) => ({ default: module.CoordinatorDashboardScreen })),
);
