// The dashboard feature's public face: the two dashboards, each a lazy chunk (their charts are chunks of
// their own, loaded once the cards are on screen).
import { lazy } from 'react';
import './dashboard.css';

export { type SummaryCard, SummaryCards } from './components/summary-cards.tsx';

const loadParticipantDashboard = () => import('./components/participant-dashboard-screen.tsx');
const loadCoordinatorDashboard = () => import('./components/coordinator-dashboard-screen.tsx');

export const ParticipantDashboardScreen = lazy(() =>
  loadParticipantDashboard().then((module) => ({ default: module.ParticipantDashboardScreen })),
);
export const CoordinatorDashboardScreen = lazy(() =>
  loadCoordinatorDashboard().then((module) => ({ default: module.CoordinatorDashboardScreen })),
);

/**
 * Starts fetching a dashboard's chunk when its area opens on the dashboard (the landing page after signing in):
 * it then arrives while the role check is under way instead of being asked for after it.
 */
export function preloadDashboard(role: 'participant' | 'coordinator'): void {
  void (role === 'participant' ? loadParticipantDashboard() : loadCoordinatorDashboard());
}
