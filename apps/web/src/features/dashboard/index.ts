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
/**
 * The dashboards' plain-SVG bar chart, for other screens' charts (the Report List's distribution of totals): a lazy
 * chunk of its own, so that no screen's first load carries it.
 */
export const LazyBarChart = lazy(() =>
  import('./components/bar-chart.tsx').then((module) => ({ default: module.BarChart })),
);
export type { Bar, BarGroup } from './components/bar-chart.tsx';
export const CoordinatorDashboardScreen = lazy(() =>
  loadCoordinatorDashboard().then((module) => ({ default: module.CoordinatorDashboardScreen })),
);
