// The dashboard feature's public face: the two dashboards, each a lazy chunk (their charts are chunks of
// their own, loaded once the cards are on screen).
import { lazy } from 'react';
import './dashboard.css';

export { type SummaryCard, SummaryCards } from './components/summary-cards.tsx';

export const ParticipantDashboardScreen = lazy(() =>
  import('./components/participant-dashboard-screen.tsx').then((module) => ({
    default: module.ParticipantDashboardScreen,
  })),
);
export const CoordinatorDashboardScreen = lazy(() =>
  import('./components/coordinator-dashboard-screen.tsx').then((module) => ({
    default: module.CoordinatorDashboardScreen,
  })),
);
