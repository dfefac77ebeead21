// What the router starts when a dashboard is opened (app/route-prefetch.ts): the dashboard's chunk and its read,
// beside the area's chunk and session check, instead of each waiting for the one before (the area's chunk, then
// the session check, then the dashboard's chunk, then its read). This module builds no schema and loads no CSS,
// so the entry may import it (docs/decisions/006-home-page-performance.md).
import type { QueryClient } from '@tanstack/react-query';
import {
  coordinatorDashboardOptions,
  type DashboardRole,
  participantDashboardOptions,
  startDashboardVisit,
} from './api.ts';

export const loadParticipantDashboard = () => import('./components/participant-dashboard-screen.tsx');
export const loadCoordinatorDashboard = () => import('./components/coordinator-dashboard-screen.tsx');

/** Starts fetching a dashboard's chunk (index.ts renders it lazily from the same import). */
export function preloadDashboard(role: DashboardRole): void {
  void (role === 'participant' ? loadParticipantDashboard() : loadCoordinatorDashboard());
}

/** A visit of a dashboard: its chunk and its read (the router asks only for a session of that role). */
export function prefetchDashboard(client: QueryClient, role: DashboardRole): void {
  preloadDashboard(role);
  startDashboardVisit(role);
  if (role === 'participant') void client.prefetchQuery(participantDashboardOptions());
  else void client.prefetchQuery(coordinatorDashboardOptions());
}
